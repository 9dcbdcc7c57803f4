# Ruby 4.0's Ruby-written libraries load and do a small piece of work each
require "shellwords"
p Shellwords.split("a 'b c' d"), ["x y", "z"].shelljoin
require "optparse"
opts = {}
OptionParser.new { |o| o.on("-v", "--verbose") { opts[:v] = true }; o.on("-nNAME") { |n| opts[:n] = n } }.parse!(%w[-v -n foo rest])
p opts
require "forwardable"
class Queue2
  extend Forwardable
  def_delegators :@a, :size, :<<
  def initialize = @a = []
end
q = Queue2.new
q << 1 << 2
p q.size
require "singleton"
class One; include Singleton; end
p One.instance.equal?(One.instance)
require "ostruct"
p OpenStruct.new(a: 1).a
require "erb"
x = 42
p ERB.new("x=<%= x %>").result(binding)
require "prime"
p Prime.first(5), 97.prime?
require "delegate"
p SimpleDelegator.new([3, 1, 2]).sort
require "observer"
require "base64"
p Base64.strict_encode64("hi"), Base64.decode64("aGk=")
require "matrix"
p (Matrix[[1, 2], [3, 4]] * Matrix.identity(2)).to_a
require "tsort"
class Deps
  include TSort
  def initialize(h) = @h = h
  def tsort_each_node(&b) = @h.each_key(&b)
  def tsort_each_child(n, &b) = @h[n].each(&b)
end
p Deps.new({1 => [2], 2 => [3], 3 => []}).tsort
require "abbrev"
p %w[car cone].abbrev.size
require "securerandom"
p SecureRandom.hex(4).size, SecureRandom.uuid.size
require "benchmark"
p Benchmark.realtime { }.class
require "fileutils"
require "tmpdir"
Dir.mktmpdir do |dir|
  FileUtils.touch(File.join(dir, "f"))
  p Dir.children(dir)
end
require "tempfile"
Tempfile.create("x") { |f| f.write("hi"); f.flush; p File.read(f.path) }
require "open3"
require "find"
require "getoptlong"
require "rbconfig"
p RbConfig::CONFIG["ruby_version"], RbConfig::CONFIG["MAJOR"]
require "etc"
p Etc.nprocessors.is_a?(Integer), Etc.systmpdir
p Random.urandom(8).bytesize, Random.urandom(0), Random.urandom(4).encoding
require "zlib"
p Zlib.inflate(Zlib.deflate("zlib")), Zlib.gunzip(Zlib.gzip("gzip")), Zlib.crc32("zlib")
require "yaml"
p YAML.load("a: [1, b]"), YAML.dump({"k" => :v}), Psych::VERSION
