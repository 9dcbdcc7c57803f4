# Overriding to_s vs inspect: puts uses to_s, p uses inspect, interpolation uses to_s, arrays inspect elements
class Temp
  def initialize(d) = @d = d
  def to_s = "#{@d} degrees"
  def inspect = "#<Temp #{@d}>"
end
class OnlyToS
  def to_s = "only-to_s"
end
t = Temp.new(21)
puts t
p t
puts "now #{t}"
puts [t, t].inspect
puts [t].to_s
p [t, nil, "s"]
print t, "\n"
o = OnlyToS.new
puts o, "#{o}"
p o.inspect.start_with?("#<OnlyToS")
class BadToS
  def to_s = 42
end
p "#{BadToS.new}".start_with?("#<BadToS")
p [1, [2, "x"], :y].to_s, nil.to_s, true.inspect, 1.5.to_s
