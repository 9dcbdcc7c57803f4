# Data.define value objects: positional and keyword construction, with, inspect, equality, errors
Coord = Data.define(:lat, :lng) do
  def to_s = "(#{lat}, #{lng})"
end
c = Coord.new(1, 2)
d = Coord.new(lat: 1, lng: 2)
p c, c == d, c.eql?(d), c.to_h, Coord.members, c.with(lng: 5)
puts c
begin
  Coord.new(1)
rescue ArgumentError => e
  p e.message
end
begin
  Coord.new(1, 2, 3)
rescue ArgumentError => e
  p e.message
end
p c.respond_to?(:lat=), c.frozen?
Empty = Data.define
p Empty.new
