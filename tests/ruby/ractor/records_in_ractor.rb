# A Ractor defines Struct and Data classes and uses them: their member
# lists are hidden from Ractor checks, as CRuby's are. Struct.new in a
# Ractor checked against Debian's CRuby 3.1; Data (Ruby 3.2) written by hand
# from Ruby 4.0's rules: the reference CRuby 4.0 on WASI has no Ractor.
Warning[:experimental] = false
p(Ractor.new do
  point = Struct.new(:x, :y)
  keyed = Struct.new(:a, :b, keyword_init: true)
  [point.new(1, 2).to_a, keyed.new(a: 1, b: 2).to_h, point.members, keyed.keyword_init?]
end.value)
p(Ractor.new do
  coord = Data.define(:lat, :lng) do
    def to_s = "(#{lat}, #{lng})"
  end
  c = coord.new(lat: 1.5, lng: 2)
  [c.to_s, c.with(lng: 3).lng, coord.members, c.frozen?]
end.value)
Pair = Struct.new(:left, :right)
p Ractor.new { Pair.new(:l, :r).to_a }.value
