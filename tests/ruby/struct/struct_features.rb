# Struct: members/to_a/each/==/values_at/filter_map, struct subclass with methods and super in initialize
Pair = Struct.new(:left, :right) do
  def swap = Pair.new(right, left)
  def to_s = "(#{left}, #{right})"
end
a = Pair.new(1, 2)
p a, a.swap, a.to_a, a.members, a.each.to_a, a.values_at(1), a == Pair.new(1, 2), "#{a}"
class Point3 < Struct.new(:x, :y, :z)
  def initialize(x = 0, y = 0, z = 0) = super
  def norm = Math.sqrt(x * x + y * y + z * z)
end
p Point3.new, Point3.new(1, 2, 2).norm, Point3.new(3).to_a, Point3.ancestors.include?(Struct), Point3.members
h = Point3.new(1, 2, 3).to_h
p h, h.class, Point3.new(*h.values) == Point3.new(1, 2, 3)
p Pair.new(1, [2, 3]).filter_map { |v| v if v.is_a?(Array) }, Pair.new("a", "b").sum("")
S = Struct.new(:a)
p S.new(1).frozen?, S.new([1]).dup.a.equal?(S.new([1]).a), S.new(1).eql?(S.new(1))
