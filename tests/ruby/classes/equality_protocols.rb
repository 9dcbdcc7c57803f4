# ==, eql?, hash overrides make objects usable as Hash keys and in uniq; equal? is identity
class Key
  attr_reader :v
  def initialize(v) = @v = v
  def ==(o) = o.class == Key && v == o.v
  alias eql? ==
  def hash = v.hash
  def inspect = "Key(#{v})"
end
a = Key.new(1)
b = Key.new(1)
p a == b, a.eql?(b), a.equal?(b), a.hash == b.hash
h = { a => :found }
p h[b], [a, b, Key.new(2)].uniq, [a].include?(b), [a, b].count(a)
class Plain
  def initialize(v) = @v = v
end
x = Plain.new(1)
y = Plain.new(1)
p x == y, x.eql?(y), x == x, { x => 1 }.key?(y)
p 1 == 1.0, 1.eql?(1.0), "a".equal?("a"), :a.equal?(:a), nil.equal?(nil)
p [a, Key.new(2)] - [b], ({ a => 1 }.merge(b => 2))
