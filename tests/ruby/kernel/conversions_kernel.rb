# Kernel conversion functions: Integer/Float/String/Array/Hash/Rational and implicit to_str/to_ary
p String(12), String(nil), String(:s), Array(nil), Array([1]), Array("a"), Array({ a: 1 }), Array(1..2)
p Hash({ a: 1 }), Hash(nil), Hash([]), Rational(1, 3), Rational("0.75"), Complex(1, 2)
class Name
  def to_str = "implicit-name"
  def to_s = "explicit"
end
p "hello " + Name.new, ["a", "b"].join(Name.new), "#{Name.new}"
class Coord
  def to_ary = [1, 2]
end
a, b = Coord.new
p a, b, [[0, 0], Coord.new].map { |x, y| x + y }
begin
  "a" + 5
rescue TypeError => e
  p e.message
end
begin
  Array(nil) + nil
rescue TypeError => e
  p e.message
end
