# ==, eql?, equal? and hash for user objects used as Hash keys, in uniq, and Array#include?/delete
class Pt
  attr_reader :x, :y
  def initialize(x, y) = (@x, @y = x, y)
  def ==(o) = o.class == self.class && [x, y] == [o.x, o.y]
  alias eql? ==
  def hash = [x, y].hash
  def inspect = "P(#{x},#{y})"
end
a = Pt.new(1, 2)
b = Pt.new(1, 2)
p a == b, a.eql?(b), a.equal?(b), a.hash == b.hash, [a, b].uniq, { a => 1 }[b], [a].include?(b)
list = [Pt.new(0, 0), a, Pt.new(3, 3)]
list.delete(b)
p list, list.index(Pt.new(3, 3)), list.count(Pt.new(0, 0)), [a, b, Pt.new(1, 3)].tally.values
class Plain; end
x = Plain.new
p x == x.dup, x.eql?(x), [x, x].uniq.size, 1 == 1.0, 1.eql?(1.0), 1.equal?(1), "a".equal?("a")
p [1, 1.0, 2r].uniq, { 1 => :int }.key?(1.0), 17.hash == 17.hash
