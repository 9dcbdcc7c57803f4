# frozen_string_literal: true
# Frozen string literals, FrozenError messages and receivers, +@/-@, dup vs clone
s = "literal"
p s.frozen?, "a#{1}b".frozen?, String.new("x").frozen?, +s == s, (+s).frozen?
begin
  s << "x"
rescue FrozenError => e
  p e.class, e.message, e.receiver.equal?(s)
end
begin
  s.upcase!
rescue => e
  p e.message
end
t = s.dup
t << "!"
p t, s.clone.frozen?, s.clone(freeze: false).frozen?
u = -"abc"
p u.frozen?, u.equal?(-"abc")
a = [1, 2].freeze
begin
  a << 3
rescue => e
  p e.class, e.message
end
h = {a: 1}.freeze
begin
  h[:b] = 2
rescue => e
  p e.message
end
p :sym.frozen?, 1.frozen?, nil.frozen?, 1.5.frozen?
Point = Struct.new(:x)
pt = Point.new(1).freeze
begin
  pt.x = 2
rescue => e
  p e.class
end
