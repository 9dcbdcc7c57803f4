# Struct keyword_init, keyword arguments by default, methods defined in the block, inheritance, inspect of nested
Person = Struct.new(:name, :age, keyword_init: true) do
  def adult? = age >= 18
  def to_s = "#{name} (#{age})"
end
pr = Person.new(name: "Ann", age: 30)
p pr, pr.adult?, pr.to_h
puts pr
Pair = Struct.new(:left, :right) do
  include Comparable
  def <=>(o) = [left, right] <=> [o.left, o.right]
  def swap = Pair.new(right, left)
end
p Pair.new(1, 2).swap, Pair.new(1, 2) < Pair.new(1, 3), [Pair.new(2, 0), Pair.new(1, 9)].min
kw = Pair.new(left: :l, right: :r)
p kw
class Point3 < Struct.new(:x, :y, :z)
  def norm1 = x.abs + y.abs + z.abs
end
q = Point3.new(1, -2, 3)
p q, q.norm1, Point3.superclass.superclass
Node = Struct.new(:val, :kids)
p Node.new(1, [Node.new(2, []), Node.new(3, nil)])
begin
  Person.new("positional")
rescue ArgumentError => e
  p e.message
end
p Struct.new(:a).new(1).frozen?, Data.define(:a).new(a: 1).frozen?
