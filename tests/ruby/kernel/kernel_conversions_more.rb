# Integer()/Float()/String()/Array()/Hash() conversions and their error messages; implicit conversions
p Integer("42"), Integer("-0b11"), Integer(3.99), Integer("0777"), Integer("0d19") rescue p $!
p Float("1_000.5"), Float(2), String(42), String(nil), String(:sym), Array(nil), Array([1]), Array(key: 1)
["4x", "", " ", "1__0", nil].each do |v|
  Integer(v)
rescue ArgumentError, TypeError => e
  p [e.class, e.message]
end
begin
  Float("")
rescue ArgumentError => e
  p e.message
end
p Integer("ff", 16), Integer("11", 2), Integer(nil, exception: false), Float("z", exception: false)
class Meters
  def initialize(n) = @n = n
  def to_int = @n
  def to_str = "#{@n}m"
  def to_ary = [@n, :m]
end
m = Meters.new(3)
p [10, 20, 30, 40][m], "len: " + m, Array(m), [1, 2] + m, "abc" * m
a, b = m
p a, b
begin
  "x" + 1
rescue TypeError => e
  p e.message
end
begin
  [1] + nil
rescue TypeError => e
  p e.message
end
begin
  1 + "2"
rescue TypeError => e
  p e.message
end
