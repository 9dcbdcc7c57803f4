# rbconfig for Garnet: RbConfig::CONFIG describes this Ruby (version 4.0.0,
# the garnet executable, the standard library's folders, the host) for the
# libraries that ask (rake, logger, test frameworks, mkmf-free tools).
module RbConfig
  host = Process.__uname || {sysname: "WASI", machine: "wasm32"}
  executable = Process.__executable || "garnet"
  library = $LOAD_PATH.find { |dir| dir.to_s.end_with?("/4.0.0") }.to_s
  os = host[:sysname].downcase
  cpu = host[:machine]
  TOPDIR = File.dirname(File.dirname(executable))
  DESTDIR = ""

  CONFIG = {
    "MAJOR" => "4", "MINOR" => "0", "TEENY" => "0", "PATCHLEVEL" => "0",
    "ruby_version" => "4.0.0", "RUBY_PROGRAM_VERSION" => "4.0.0", "RUBY_API_VERSION" => "4.0",
    "RUBY_BASE_NAME" => "ruby", "ruby_install_name" => File.basename(executable),
    "RUBY_INSTALL_NAME" => File.basename(executable), "RUBY_SO_NAME" => "garnet",
    "prefix" => TOPDIR, "exec_prefix" => TOPDIR, "bindir" => File.dirname(executable),
    "rubylibprefix" => File.dirname(library), "rubylibdir" => library, "rubyarchdir" => library,
    "sitedir" => File.dirname(library), "sitelibdir" => library, "sitearchdir" => library,
    "vendordir" => File.dirname(library), "vendorlibdir" => library, "vendorarchdir" => library,
    "datadir" => File.join(TOPDIR, "share"), "sysconfdir" => "/etc", "localstatedir" => "/var",
    "host_os" => os, "target_os" => os, "build_os" => os,
    "host_cpu" => cpu, "target_cpu" => cpu, "build_cpu" => cpu,
    "arch" => "#{cpu}-#{os}", "host" => "#{cpu}-pc-#{os}", "target" => "#{cpu}-pc-#{os}",
    "EXEEXT" => "", "DLEXT" => "so", "SOEXT" => "so", "LIBEXT" => "a", "OBJEXT" => "o",
    "PATH_SEPARATOR" => ":", "SHELL" => "/bin/sh", "NULLCMD" => ":",
    "UNICODE_VERSION" => Encoding::UNICODE_VERSION, "UNICODE_EMOJI_VERSION" => Encoding::UNICODE_EMOJI_VERSION,
  }
  MAKEFILE_CONFIG = CONFIG.dup

  # The path of the running Ruby, for programs that start another.
  def self.ruby
    File.join(CONFIG["bindir"], CONFIG["ruby_install_name"] + CONFIG["EXEEXT"])
  end

  # Expands $(NAME) references in `value` from `config`.
  def self.expand(value, config = CONFIG)
    value.gsub(/\$\$|\$\(([^()]+)\)|\$\{([^{}]+)\}/) do
      name = $1 || $2
      name ? expand(config[name].to_s.dup, config) : "$"
    end
  end

  def self.fire_update!(key, value, mkconf = MAKEFILE_CONFIG, conf = CONFIG)
    return if mkconf[key] == value
    mkconf[key] = value
    conf[key] = expand(value.dup, conf)
    [key]
  end
end
CROSS_COMPILING = nil unless defined?(CROSS_COMPILING)
