# Logger (a bundled gem) writing to $stdout and a StringIO, with levels, a formatter and progname
require "logger"
require "stringio"
log = Logger.new($stdout)
log.formatter = proc { |severity, _time, progname, message| "#{severity} #{progname.inspect}: #{message}\n" }
log.info("hello")
log.debug { "lazy" }
log.level = :warn
log.info("hidden")
log.warn("careful")
log.progname = "app"
log.error("bad")
io = StringIO.new
other = Logger.new(io, level: Logger::INFO, formatter: ->(s, _, _, m) { "[#{s[0]}] #{m}\n" })
other.info("one")
other.debug("skipped")
other.unknown("two")
p io.string
p Logger::Severity.constants.sort
file = File.new($stdout.fileno, autoclose: false, path: "named")
p file.path
