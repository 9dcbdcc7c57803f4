# Nested destructuring (a, (b, c)), attribute and index targets, masgn from method returns, to_ary conversion
a, (b, c), d = 1, [2, 3], 4
p [a, b, c, d]
a, (b, *c), d = 1, [2, 3, 4], 5
p [a, b, c, d]
(x, y), z = [1, 2], 3
p [x, y, z]
def min_max(list) = [list.min, list.max]
lo, hi = min_max([5, 3, 9])
p lo, hi
def pair = return 7, 8
m, n = pair
p m, n
class Pt
  attr_accessor :x, :y
end
pt = Pt.new
pt.x, pt.y = 10, 20
p [pt.x, pt.y]
arr = [0, 0, 0]
arr[0], arr[2] = :a, :c
p arr
h = {}
h[:k1], h[:k2] = 1, 2
p h
class Pairish
  def to_ary = [:left, :right]
end
l, r = Pairish.new
p l, r
@iv, $gv = 1, 2
p @iv, $gv
