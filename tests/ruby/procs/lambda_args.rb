# Lambda parameter kinds: optional, splat, keyword, block param; stabby syntax variants
a = ->(x, y = 10) { x + y }
b = ->(*xs, k: 1) { xs.sum * k }
c = ->(x, &blk) { blk ? blk.(x) : x }
d = lambda do |h|
  h.map { |k, v| "#{k}:#{v}" }.join(",")
end
e = -> x, y { x - y }
p a.(1), a.(1, 2), b.(1, 2, 3), b.(1, 2, k: 10), b.(), c.(5), c.(5) { _1 * 3 }, d.({ a: 1, b: 2 }), e.(9, 4)
begin
  b.(1, z: 2)
rescue ArgumentError => ex
  p ex.message
end
begin
  a.()
rescue ArgumentError => ex
  p ex.message
end
p a.parameters, c.parameters
f = ->((p1, p2), q) { [p1, p2, q] }
p f.([1, 2], 3)
