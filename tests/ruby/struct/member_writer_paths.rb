# Struct member writers called again and again from one call site: on
# instances of one class, of several Struct classes and of a subclass, on
# an instance that gets frozen halfway, and after the writer is redefined.

Pair = Struct.new(:left, :right)
Triple = Struct.new(:a, :right, :c)
class NamedPair < Pair
  attr_accessor :name
end

def set_right(obj, v) = obj.right = v

objs = [Pair.new(1, 2), Triple.new(1, 2, 3), NamedPair.new(5, 6), Pair.new]
3.times do |round|
  objs.each_with_index { |o, i| set_right(o, round * 10 + i) }
end
p objs.map(&:to_a)
objs[2].name = "n"
set_right(objs[2], :after_ivar)
p [objs[2].right, objs[2].name]

frozen = Pair.new(0, 0)
results = []
4.times do |i|
  frozen.freeze if i == 2
  begin
    set_right(frozen, i)
    results << frozen.right
  rescue FrozenError => e
    results << e.class
  end
end
p results

kw = Struct.new(:right, keyword_init: true)
k = kw.new(right: 1)
5.times { |i| set_right(k, i) }
p k.right

module Hundredfold
  def right=(v)
    super(v * 100)
  end
end
Pair.prepend(Hundredfold)
set_right(objs[0], 2)
p objs[0].right
