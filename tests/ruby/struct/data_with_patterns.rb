# Data.define values in pattern matching, with, to_h, equality in hashes, inspect, and positional/keyword mix
Point = Data.define(:x, :y)
Circle = Data.define(:center, :r)
Rect = Data.define(:origin, :w, :h)
def area(shape)
  case shape
  in Circle[center: Point, r:] then (3.14159 * r * r).round(2)
  in Rect[w:, h:] then w * h
  end
end
shapes = [Circle.new(Point.new(0, 0), 2), Rect.new(origin: Point.new(1, 1), w: 3, h: 4)]
p shapes.map { |s| area(s) }, shapes.first, shapes.last.to_h
case shapes.first
in { center: { x: 0 => cx }, r: } then p [cx, r]
end
moved = shapes.last.with(origin: Point.new(5, 5))
p moved.origin, shapes.last.origin, moved == shapes.last, { Point.new(1, 2) => :v }[Point.new(1, 2)]
p Point.new(x: 1, y: 2).inspect, Point.members, Point.new(1, 2).frozen?, Point.new(1, 2).to_h.frozen?
