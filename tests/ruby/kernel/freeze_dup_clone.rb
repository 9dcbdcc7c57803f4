# freeze/frozen?, dup vs clone (clone keeps frozen state and singleton methods), clone(freeze: false)
s = "text".dup
s.freeze
p s.frozen?, s.dup.frozen?, s.clone.frozen?, s.clone(freeze: false).frozen?
o = Object.new
def o.special = :singleton
p o.clone.respond_to?(:special), o.dup.respond_to?(:special)
a = [1, [2]].freeze
b = a.dup
b << 3
b[1] << :shared
p a, b, a.frozen?, b.frozen?
begin
  a << 4
rescue FrozenError => e
  p e.message, e.receiver.equal?(a)
end
h = { k: "v" }.freeze
begin
  h[:k2] = 1
rescue => e
  p e.class, e.message
end
p h[:k].frozen?, :sym.frozen?, 1.frozen?, nil.frozen?, "lit".frozen?, String.new("x").frozen?
d = "abc".freeze
p d.upcase.frozen?, (+d).frozen?, (-"xyz").frozen?, d.equal?(+d)
