# Strings and freezing without the magic comment: literals are not frozen, but mutation of literals warns-free, +/- unary ops
s = "lit"
p s.frozen?, "a#{1}".frozen?, :sym.to_s.frozen?, 1.to_s.frozen?, nil.to_s.frozen?, [1].join.frozen?
t = s.dup << "!"
p t, s
f = s.freeze
p f.equal?(s), s.frozen?, (+s).frozen?, (+s).equal?(s), (-"x").frozen?, (-"x").equal?(-"x")
begin
  s << "x"
rescue FrozenError => e
  p e.message
end
u = "abc".dup.freeze.dup
p u.frozen?, "abc".clone.frozen?, "abc".freeze.clone.frozen?, String.new("q").frozen?
