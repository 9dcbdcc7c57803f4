# Struct.allocate makes an instance whose members are nil, which setters and readers then work on
Point = Struct.new(:x, :y)
pt = Point.allocate
p pt, pt.x, pt.to_a
pt.y = 2
pt[:x] = 1
p pt, pt == Point.new(1, 2)
KW = Struct.new(:a, keyword_init: true)
p KW.allocate.to_h
class Point3 < Point
end
p Point3.allocate.size
p((Struct.allocate rescue $!))
p Point.new(5).x, Point.new.to_a
