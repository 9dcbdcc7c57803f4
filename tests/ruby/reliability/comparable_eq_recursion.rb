# Comparable#== on a class without its own <=>: Object#<=> calls == on the
# same pair again, and the outermost comparison answers false (CRuby's
# recursion guard) instead of recursing until the stack runs out.
class Foo; include Comparable; end
a = Foo.new
p a == Foo.new
p a == a
o = Object.new.extend(Comparable)
p o == Object.new
p [Foo.new].include?(Foo.new)
begin
  o.between?(1, 2)
rescue ArgumentError => e
  p e.message
end
# A <=> that raises propagates through ==.
class Bad; include Comparable; def <=>(o) = raise("boom"); end
begin
  Bad.new == Bad.new
rescue => e
  p e.message
end
# A <=> that returns a non-Integer answer is read as rb_cmpint reads it.
class Odd; include Comparable; def <=>(o) = 0.0; end
p Odd.new == Odd.new
