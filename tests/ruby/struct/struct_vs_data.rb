# Struct and Data side by side: mutability, to_a presence, keyword_init, equality, inspect formats and members
S = Struct.new(:a, :b)
D = Data.define(:a, :b)
s = S.new(1, 2)
d = D.new(1, 2)
p s, d, s.to_a, d.respond_to?(:to_a), s.respond_to?(:a=), d.respond_to?(:a=), S.members, D.members
s.a = 10
p s.a, d.with(a: 10).a, d.a, s == S.new(10, 2), d == D.new(a: 1, b: 2), s.to_h, d.to_h
p S.new(1), (D.new(1) rescue $!.class), S.new(a: 1, b: 2), D.new(b: 2, a: 1)
p s.eql?(S.new(10, 2)), d.hash == D.new(1, 2).hash, s.frozen?, d.frozen?, S.superclass, D.superclass
