# Struct setters, []=, dig, hash/eql? as hash keys, members, filter_map over structs, frozen structs
Point = Struct.new(:x, :y)
a = Point.new(1, 2)
a.x = 10
a[:y] = 20
a[0] += 1
p a, a.x, a.y, Point.new(1, 2).hash == Point.new(1, 2).hash
h = { Point.new(0, 0) => :origin }
p h[Point.new(0, 0)], h[Point.new(0, 1)]
pts = [Point.new(3, 4), Point.new(1, 1), Point.new(0, 5)]
p pts.sort_by(&:x).map(&:to_a), pts.map { |pt| Math.sqrt(pt.x**2 + pt.y**2) }, pts.max_by(&:y)
p pts.sum(&:x), pts.select { |pt| pt.x > 0 }.size
x, y = *Point.new(7, 8)
p x, y
Big = Struct.new(:a, :b, :c)
p Big.new(1, [2, { k: 3 }]).dig(:b, 1, :k), Big.members, Big.new.to_a
f = Point.new(1, 2).freeze
begin
  f.x = 3
rescue FrozenError => e
  p e.class
end
p Point.superclass, Point.ancestors.include?(Enumerable), a.respond_to?(:x=)
