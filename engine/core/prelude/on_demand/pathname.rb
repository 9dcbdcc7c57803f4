# Pathname (core in Ruby 4.0): an immutable path held as a String in @path,
# with the path arithmetic (+, join, parent, cleanpath, relative_path_from,
# ascend/descend) done on its text, and everything that touches the file
# system handed to File, Dir, IO and FileUtils.
#
# What `require "pathname"` adds (find, rmtree, Pathname.mktmpdir) is not
# here: the standard library's pathname.rb defines it on top of this class.
# Loaded on first reference to the constant Pathname.

class Pathname
  VERSION = "0.4.0"
  SEPARATOR_LIST = "/"
  SEPARATOR_PAT = /\//
  private_constant :SEPARATOR_LIST

  def self.getwd
    new(Dir.getwd)
  end

  def self.pwd
    new(Dir.getwd)
  end

  def self.glob(*args, **opts)
    found = Dir.glob(*args, **opts).map { |f| new(f) }
    return found unless block_given?
    found.each { |f| yield f }
    nil
  end

  def initialize(path)
    path = __string_of(path)
    raise ArgumentError, "path name contains null byte" if path.include?("\0")
    @path = path
  end

  def to_s
    @path.dup
  end
  alias to_path to_s

  def inspect
    "#<#{self.class}:#{@path}>"
  end

  def ==(other)
    other.is_a?(Pathname) && @path == other.path
  end
  alias === ==
  alias eql? ==

  # Separators sort before every other character: "a/b" < "a!".
  def <=>(other)
    return nil unless other.is_a?(Pathname)
    @path.tr("/", "\0") <=> other.path.tr("/", "\0")
  end

  def hash
    @path.hash
  end

  def sub(*args, &block)
    unless args.size == 2 || (args.size == 1 && block)
      raise ArgumentError, "wrong number of arguments (given #{args.size}, expected 2)"
    end
    self.class.new(@path.sub(*args, &block))
  end

  def sub_ext(replacement)
    ext = File.extname(@path)
    self.class.new(@path.chomp(ext) + replacement)
  end

  def +(other)
    Pathname.new(__plus(@path, Pathname.new(other).path))
  end
  alias / +

  def join(*parts)
    parts.reduce(self) { |joined, part| joined + part }
  end

  def parent
    self + ".."
  end

  def root?
    @path.match?(%r{\A/+\z})
  end

  def absolute?
    @path.start_with?("/")
  end

  def relative?
    !absolute?
  end

  def mountpoint?
    here = stat
    up = (self + "..").stat
    here.dev != up.dev || here.ino == up.ino
  rescue Errno::ENOENT
    false
  end

  def each_filename(&block)
    return to_enum(__method__) unless block
    __names(@path).each(&block)
    nil
  end

  def ascend
    return to_enum(__method__) unless block_given?
    path = @path
    loop do
      yield self.class.new(path)
      path = __chop(path)&.first
      break if path.nil? || path.empty?
    end
    nil
  end

  def descend(&block)
    return to_enum(__method__) unless block
    ascend.to_a.reverse_each(&block)
    nil
  end

  # Removes "." and resolves "name/.." without looking at the file system;
  # with consider_symlink, every ".." is kept (a symlink may precede it).
  def cleanpath(consider_symlink = false)
    root = absolute? ? "/" : ""
    names = __names(@path)
    clean = consider_symlink ? __keep_dotdot(names, root) : __fold_dotdot(names, root)
    path = root + clean.join("/")
    path += "/" if consider_symlink && __trailing_suffix?(names, clean)
    path += "/." if consider_symlink && names.last == "." && !["..", nil].include?(clean.last)
    self.class.new(path.empty? ? "." : path)
  end

  def relative_path_from(base_directory)
    dest = cleanpath.path
    base = Pathname.new(base_directory).cleanpath.path
    dest_root = dest[%r{\A/*}]
    base_root = base[%r{\A/*}]
    unless dest_root == base_root
      raise ArgumentError, "different prefix: #{dest_root.inspect} and #{base.inspect}"
    end
    dest_names = __names(dest) - ["."]
    base_names = __names(base) - ["."]
    while !dest_names.empty? && dest_names.first == base_names.first
      dest_names.shift
      base_names.shift
    end
    raise ArgumentError, "base_directory has ..: #{base.inspect}" if base_names.include?("..")
    names = [".."] * base_names.size + dest_names
    Pathname.new(names.empty? ? "." : names.join("/"))
  end

  def children(with_dir = true)
    Dir.children(@path).map do |name|
      Pathname.new(with_dir && @path != "." ? File.join(@path, name) : name)
    end
  end

  def each_child(with_dir = true, &block)
    children(with_dir).each(&block)
  end

  def entries
    Dir.entries(@path).map { |name| Pathname.new(name) }
  end

  def each_entry(&block)
    return to_enum(__method__) unless block
    Dir.foreach(@path) { |name| yield Pathname.new(name) }
    nil
  end

  def glob(*args, **opts)
    found = Dir.glob(*args, **opts, base: @path).map { |f| self + f }
    return found unless block_given?
    found.each { |f| yield f }
    nil
  end

  def opendir(&block)
    Dir.open(@path, &block)
  end

  def mkdir(*args)
    Dir.mkdir(@path, *args)
  end

  def rmdir
    Dir.rmdir(@path)
  end

  # Makes each missing directory down to this one (FileUtils.mkpath's way).
  def mkpath(mode: nil)
    descend do |dir|
      next if dir.directory?
      mode ? Dir.mkdir(dir.path, mode) : Dir.mkdir(dir.path)
      File.chmod(mode, dir.path) if mode
    end
    self
  end

  def unlink
    Dir.unlink(@path)
  rescue Errno::ENOTDIR
    File.unlink(@path)
  end
  alias delete unlink

  def empty?
    File.directory?(@path) ? Dir.empty?(@path) : File.empty?(@path)
  end

  # Path-valued File methods answer a Pathname of the receiver's class.
  %i[basename dirname expand_path realpath realdirpath].each do |name|
    define_method(name) { |*args| self.class.new(File.public_send(name, @path, *args)) }
  end

  def readlink
    self.class.new(File.readlink(@path))
  end

  def split
    File.split(@path).map { |part| self.class.new(part) }
  end

  def extname
    File.extname(@path)
  end

  def fnmatch(pattern, *flags)
    File.fnmatch(pattern, @path, *flags)
  end
  alias fnmatch? fnmatch

  def make_link(old)
    File.link(old, @path)
  end

  def make_symlink(old)
    File.symlink(old, @path)
  end

  def rename(to)
    File.rename(@path, to)
  end

  # File methods that take the path first and answer as File does.
  %i[atime birthtime ctime mtime ftype stat lstat truncate open].each do |name|
    define_method(name) do |*args, **opts, &block|
      File.public_send(name, @path, *args, **opts, &block)
    end
  end

  %i[blockdev? chardev? executable? executable_real? exist? grpowned?
     directory? file? pipe? socket? owned? readable? world_readable?
     readable_real? setuid? setgid? size size? sticky? symlink? writable?
     world_writable? writable_real? zero?].each do |name|
    define_method(name) { File.public_send(name, @path) }
  end

  # File methods that take the path last.
  %i[chmod lchmod chown lchown utime lutime].each do |name|
    define_method(name) { |*args| File.public_send(name, *args, @path) }
  end

  def each_line(*args, **opts, &block)
    File.foreach(@path, *args, **opts, &block)
  end

  %i[read binread readlines write binwrite sysopen].each do |name|
    define_method(name) do |*args, **opts|
      File.public_send(name, @path, *args, **opts)
    end
  end

  protected

  attr_reader :path

  private

  def __string_of(path)
    path = path.to_path if !path.is_a?(String) && path.respond_to?(:to_path)
    path = path.to_str if !path.is_a?(String) && path.respond_to?(:to_str)
    return path if path.is_a?(String)
    raise TypeError, "Pathname.new requires a String, #to_path or #to_str"
  end

  def __names(path)
    path.split("/").reject(&:empty?)
  end

  # [head, last name] of path, head without its trailing separators (but
  # "/" for the root), or nil when path has no name to take off.
  def __chop(path)
    m = path.match(%r{\A(.*?)([^/]+)/*\z}m) or return nil
    head = m[1]
    [head.match?(%r{\A/+\z}) ? "/" : head.sub(%r{/+\z}, ""), m[2]]
  end

  # base joined to relative (or relative alone when absolute), each leading
  # "." of relative dropped and each leading ".." taking a name off base.
  def __plus(base, relative)
    return relative if relative.start_with?("/")
    base = __drop_dots(base)
    while (first = relative[%r{\A[^/]+}])
      if first == "."
      elsif first == ".." && __chop(base) && __chop(base)[1] != ".."
        base = __drop_dots(__chop(base)[0])
      elsif first == ".." && base.match?(%r{\A/+\z})
      else
        break
      end
      relative = relative.sub(%r{\A[^/]+/*}, "")
    end
    __joined(base, relative)
  end

  # base without its trailing "." names and separators (a root stays).
  def __drop_dots(base)
    while (chopped = __chop(base)) && chopped[1] == "."
      base = chopped[0]
    end
    base.match?(%r{\A/+\z}) ? base : base.sub(%r{/+\z}, "")
  end

  def __joined(base, relative)
    return base.empty? ? "." : base if relative.empty?
    return relative if base.empty?
    base.end_with?("/") ? base + relative : "#{base}/#{relative}"
  end

  def __fold_dotdot(names, root)
    names.each_with_object([]) do |name, clean|
      next if name == "."
      if name == ".." && !clean.empty? && clean.last != ".."
        clean.pop
      elsif name != ".." || root.empty? || !clean.empty?
        clean << name
      end
    end
  end

  def __keep_dotdot(names, root)
    clean = names - ["."]
    clean.shift while !root.empty? && clean.first == ".."
    clean
  end

  def __trailing_suffix?(names, clean)
    @path.end_with?("/") && !clean.empty? && !%w[. ..].include?(names.last)
  end
end
