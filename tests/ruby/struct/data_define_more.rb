# Data.define: positional/keyword construction, with, to_h, inspect, equality, errors, immutability
Coord = Data.define(:lat, :lng) do
  def to_s = "(#{lat}, #{lng})"
  def north? = lat > 0
end
c = Coord.new(lat: 59.9, lng: 10.7)
d = Coord.new(1, 2)
p c, d, c.lat, c.to_h, c.north?, "#{d}", Coord.members
p c.with(lng: 0), c == Coord.new(lat: 59.9, lng: 10.7), c.eql?(c.with(lat: 59.9)), c.frozen?
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
begin
  Coord.new(lat: 1, lng: 2, alt: 3)
rescue ArgumentError => e
  p e.message
end
begin
  c.instance_variable_set(:@lat, 0)
rescue => e
  p e.class
end
p c.respond_to?(:lat=), Coord.ancestors.include?(Data)
case d
in { lat: Integer => la, lng: }
  p [la, lng]
end
Empty = Data.define
p Empty.new, Empty.new == Empty.new
Money = Data.define(:amount, :currency) do
  def initialize(amount:, currency: "EUR") = super(amount: amount.to_f, currency:)
end
p Money.new(5), Money.new(amount: 2, currency: "USD")
