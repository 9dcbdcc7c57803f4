# Struct.new with members: accessors, ==, to_a, members, inspect, [] by name/index, each, to_h
Point = Struct.new(:x, :y)
a = Point.new(1, 2)
b = Point.new(1, 2)
p a, a.x, a[1], a[:x], a["y"], a == b, a.eql?(b), a.equal?(b), a.hash == b.hash
p a.to_a, a.deconstruct, a.members, Point.members, a.to_h, a.size, a.values
a.x = 10
a[:y] = 20
p a, a.to_h { |k, v| [k.to_s, v * 2] }
p Point.new(1), Point.new
begin
  Point.new(1, 2, 3)
rescue ArgumentError => e
  p e.message
end
begin
  a[:z]
rescue NameError => e
  p e.message
end
begin
  a[5]
rescue IndexError => e
  p e.message
end
a.each { print _1, " " }
puts
p a.each_pair.to_a, Point.superclass, Point.ancestors.include?(Enumerable)
p a.select(&:even?), a.sum
