# Struct with keyword_init, keyword arguments to plain structs, members, to_h with block, ==, errors
P = Struct.new(:x, :y, keyword_init: true)
pt = P.new(x: 1, y: 2)
p pt, pt.x, pt.to_h, P.members, P.keyword_init?
begin
  P.new(1, 2)
rescue ArgumentError => e
  p e.message
end
Q = Struct.new(:a, :b)
q = Q.new(a: 1, b: 2)
p q, q.a, Q.new(1), Q.new(1, 2) == Q.new(1, 2), Q.new(1).eql?(Q.new(1.0))
begin
  Q.new(1, 2, 3)
rescue ArgumentError => e
  p e.message
end
p q.to_h { |k, v| [k.to_s, v * 10] }, q.to_a, q.deconstruct, q.deconstruct_keys([:a])
p q.each.to_a, q.each_pair.to_a, q.values_at(0, 1), q.size, q[0], q[:b], q["a"]
begin
  q[:c]
rescue NameError => e
  p e.message
end
begin
  q[5]
rescue IndexError => e
  p e.message
end
R = Struct.new(:v) do
  def double = v * 2
  def to_s = "R(#{v})"
end
p R.new(21).double, R.new(1).to_s, "#{R.new(2)}", R.new(3).inspect
# keyword_init: any truthy value is stored as true
p Struct.new(:a, keyword_init: 1).keyword_init?, Struct.new(:a, keyword_init: nil).keyword_init?
