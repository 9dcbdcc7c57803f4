# Class definition, new/initialize, instance methods, to_s override, class methods, instance_of?/is_a?
class Point
  attr_reader :x, :y
  def initialize(x, y)
    @x = x
    @y = y
  end
  def +(other) = Point.new(x + other.x, y + other.y)
  def ==(other) = other.is_a?(Point) && x == other.x && y == other.y
  def to_s = "(#{x}, #{y})"
  def inspect = "#<Point #{x},#{y}>"
  def self.origin = new(0, 0)
end
a = Point.new(1, 2)
b = Point.new(3, 4)
puts a + b
p a + b, Point.origin, a == Point.new(1, 2), a.equal?(Point.new(1, 2)), a != b
p a.class, Point.class, Point.superclass, Point.name, a.instance_of?(Point), a.is_a?(Object)
p a.instance_variables, a.respond_to?(:x), a.respond_to?(:x=)
p [b, a].map(&:to_s), "#{a}"
p Point.instance_method(:+).arity, Point.method_defined?(:to_s)
class Point
  def dist2 = x * x + y * y
end
p b.dist2
