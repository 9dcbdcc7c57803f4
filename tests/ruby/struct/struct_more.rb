# Struct: keyword/positional rules, index errors, values_at, dig, deconstruct_keys, frozen, dup, named and recursive inspect
P = Struct.new(:x, :y)
p P.new(x: 1, y: 2), P.new({x: 1}), P.new(1, y: 2), P.keyword_init?
begin
  P.new(x: 1, z: 2, w: 3)
rescue ArgumentError => e
  p e.message
end
K = Struct.new(:a, keyword_init: true)
p K.new(a: 1), K.new({a: 2}), K.new, K.keyword_init?, K.members
begin
  K.new(1, 2)
rescue ArgumentError => e
  p e.message
end
F = Struct.new(:a, :b, keyword_init: false)
p F.new(a: 1), F.keyword_init?
pt = P.new(3, 4)
p pt[-1], pt[-2], pt[1.9], pt.values_at(0, 1), pt.values_at(0..1), pt.values_at(-1)
[-3, 2].each do |i|
  pt[i]
rescue IndexError => e
  p e.message
end
begin
  pt.values_at(2)
rescue IndexError => e
  p e.message
end
begin
  pt["nope"] = 1
rescue NameError => e
  p e.message
end
N = Struct.new(:inner, :list)
n = N.new(P.new(1, { k: [5, 6] }), [7, 8])
p n.dig(:inner, :y, :k, 1), n.dig(:list, 0), n.dig(:missing), n.dig(:inner, :x)
begin
  n.dig(:inner, :x, :y)
rescue TypeError => e
  p e.message
end
p pt.deconstruct_keys([:y]), pt.deconstruct_keys([:y, :q]), pt.deconstruct_keys([:x, :y, :z]), pt.deconstruct_keys(nil)
case pt
in { x: 3, y: } then p y
end
case pt
in [a, b] then p a + b
end
p pt.instance_variables, pt.frozen?
pt.freeze
begin
  pt.x = 9
rescue FrozenError => e
  p e.message
end
begin
  pt[:y] = 9
rescue => e
  p e.class
end
q = P.new(1, [2])
r = q.dup
r.x = 100
p q, r, q == P.new(1, [2]), q.eql?(P.new(1.0, [2])), q == P.new(1.0, [2]), q.hash == P.new(1, [2]).hash
p({ P.new(1, 2) => :found }[P.new(1, 2)])
Struct.new("Named", :v)
p Struct::Named.new(1), Struct::Named.name
E = Struct.new
p E.new, E.members, Struct.new(:z).new(1).to_s
rec = P.new(1)
rec.y = rec
p rec
p pt.each.size, pt.each_pair.map { |k, v| "#{k}=#{v}" }, pt.map { _1 * 2 }, pt.to_a.sum, pt.length
p pt.to_h { |k, v| [v, k] }, P.members, P.new(1, 2).select(&:odd?)
class P
  def dist = Math.sqrt(x * x + y * y)
end
p P.new(3, 4).dist, P.superclass, P.ancestors.take(3)
begin
  Struct.new(:a, :a)
rescue ArgumentError => e
  p e.message
end
begin
  Struct.new(:a, 1)
rescue TypeError => e
  p e.message
end
