# deconstruct / deconstruct_keys on user classes, Struct and Data patterns, keys argument seen by deconstruct_keys
class Point
  attr_reader :x, :y
  def initialize(x, y) = (@x, @y = x, y)
  def deconstruct = [x, y]
  def deconstruct_keys(keys)
    $seen_keys << keys
    { x:, y: }
  end
end
$seen_keys = []
def where(pt)
  case pt
  in Point[0, 0] then "origin"
  in Point(x:, y: 0) then "on x axis at #{x}"
  in Point[x, y] if x == y then "diagonal #{x}"
  in { x: Integer => px } then "somewhere x=#{px}"
  end
end
p where(Point.new(0, 0)), where(Point.new(4, 0)), where(Point.new(2, 2)), where(Point.new(1, 5))
p $seen_keys
S = Struct.new(:a, :b)
case S.new(1, [2, 3])
in [a, [b, c]] then p [a, b, c]
end
case S.new(5, 6)
in { a: 5, b: } then p b
end
Coord = Data.define(:lat, :lng)
case Coord.new(lat: 1.5, lng: 2.5)
in { lat:, lng: } then p [lat, lng]
end
p((Coord.new(lat: 0, lng: 0) in Coord[lat: 0]))
