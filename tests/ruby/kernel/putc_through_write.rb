# putc writes through the stream's own #write, and gives back its argument
# even when converting it ran Ruby code (a C++ method called from C++ keeps
# its arguments while it calls Ruby).
o = Object.new
def o.to_int = ([1, 2, 3].map { |x| x * 2 }.sum + 54)
p putc(o).equal?(o), $stdout.putc(o).equal?(o)
puts
class Recorder
  def initialize = @written = []
  attr_reader :written
  def write(*chunks) = (@written.concat(chunks); chunks.sum(&:bytesize))
end
r = Recorder.new
$stdout = r
result = putc(o)
putc "xyz"
$stdout = STDOUT
p result.equal?(o), r.written
p [3, 1, 2].sort_by { |x| Object.new.tap { |y| y.to_s }; -x }, [o].map { |x| putc(x) }.first.equal?(o)
