# StringIO odds and ends: sync/fsync/flush/fileno/pid/tty?/fcntl, inspect, VERSION and MAX_LENGTH, ancestors and the IO::generic modules, Enumerable, subclasses
require "stringio"

require_relative "fixtures/show"

io = StringIO.new
t { [io.sync, io.sync = false, io.sync, io.fsync, io.flush.equal?(io), io.fileno, io.pid, io.isatty, io.tty?] }
t { io.fcntl }
t { io.fcntl(1, 2) }
t { [io.inspect.match?(/\A#<StringIO:0x\h+>\z/), io.to_s.match?(/\A#<StringIO:0x\h+>\z/)] }
t { [StringIO::VERSION, StringIO::MAX_LENGTH >= 2**31 - 1] }
t { StringIO.ancestors.take(4).map(&:to_s) }
t { StringIO.ancestors[1].name }
t { [:readchar, :readbyte, :readline, :sysread, :readpartial, :read_nonblock].map { |m| StringIO.instance_method(m).owner.inspect }.uniq }
t { [:<<, :print, :printf, :puts, :syswrite, :write_nonblock].map { |m| StringIO.instance_method(m).owner.inspect }.uniq }
t { StringIO.instance_method(:write).owner }
t { StringIO.new("b\na\nc\n").sort }
t { StringIO.new("x\ny\n").each_with_index.map { |l, i| "#{i}:#{l}" } }
t { StringIO.new("1\n22\n333\n").max_by(&:size) }
t { StringIO.new("a\nb\n").include?("b\n") }

class Upcased < StringIO
  def gets(*)
    super&.upcase
  end
end
t { io = Upcased.new("ab\ncd"); [io.gets, io.readline, (io.readline rescue $!.class)] }
t { Upcased.open("x") { |io| [io.class, io.read] } }
t { Upcased.new("q").is_a?(StringIO) }
