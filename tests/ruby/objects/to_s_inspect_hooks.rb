# to_s/inspect/to_str hooks: puts vs p, interpolation, Array#join and implicit conversion with to_str
class Temp
  def initialize(d) = @d = d
  def to_s = "#{@d}°"
  def inspect = "#<Temp #{@d}>"
end
t = Temp.new(21)
puts t
p t
puts "now #{t}", [t, t].join(" / "), [t].inspect, [t].to_s
class Path
  def initialize(p) = @p = p
  def to_str = @p
end
p "dir/" + Path.new("file"), File.join("a", Path.new("b")), ["x", Path.new("y")].join("-")
class NoToS; undef_method :to_s rescue nil; end
p (Temp.new(1).to_s + "!"), "#{nil}|#{true}|#{[nil]}|#{{}}"
puts nil, [nil], [[]], :sym, 1.0
print "a", "b", 1, nil, "\n"
$stdout.puts "via $stdout"
$stdout.print "x", "y\n"
$stdout.write("written\n")
STDOUT.puts "STDOUT"
