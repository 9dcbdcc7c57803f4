# $stdout set to an object that only has write: puts, print, p and putc go through its write
class Sink
  attr_reader :chunks
  def initialize = @chunks = []
  def write(*parts)
    @chunks.concat(parts.map(&:to_s))
    parts.sum { |s| s.to_s.bytesize }
  end
end
sink = Sink.new
$stdout = sink
puts "a", [1, [2]]
print "b", "c"
putc "d"
p :e
$stdout = STDOUT
p sink.chunks.join
