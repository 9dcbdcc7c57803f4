# Operator methods on a Vector class: + - * ==, unary -@/+@, [], []=, <<, coerce for 2 * v, to_a splat
class Vec
  attr_reader :x, :y
  def initialize(x, y) = (@x, @y = x, y)
  def +(o) = Vec.new(x + o.x, y + o.y)
  def -(o) = Vec.new(x - o.x, y - o.y)
  def *(k) = Vec.new(x * k, y * k)
  def -@ = Vec.new(-x, -y)
  def +@ = self
  def ==(o) = o.is_a?(Vec) && x == o.x && y == o.y
  def [](i) = [x, y][i]
  def to_a = [x, y]
  def coerce(n) = [self, n]
  def inspect = "Vec(#{x}, #{y})"
  def <<(d) = Vec.new(x + d, y + d)
  def !() = x.zero? && y.zero?
end
a = Vec.new(1, 2)
b = Vec.new(3, 4)
p a + b, b - a, a * 3, 3 * a, -a, +a, a == Vec.new(1, 2), a != b, a[0], a[1], a << 10, !Vec.new(0, 0), !a
x, y = *a
p x, y, [a, b].sum(Vec.new(0, 0)), [a, b].map(&:to_a).transpose.map(&:sum)
