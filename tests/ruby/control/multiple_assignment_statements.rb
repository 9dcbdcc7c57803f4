# Multiple assignment as a statement spreads the right-hand side straight from
# a plain local's register: the local is read once, before any target is
# assigned, whether or not it is a target too, and the value of a multiple
# assignment that is used is still its right-hand side.
pair = [1, 2]
a, b = pair
p [a, b, pair]

list = [3, 4]
list, other = list           # the source is also the first target
p [list, other]

x = [5, 6]
y, x = x                     # ... and the last one
p [y, x]

first, *rest = pair
p [first, rest]

class Pairish
  def to_ary = [:left, :right]
end
obj = Pairish.new
l, r = obj                   # to_ary on a local that is not an Array
p [l, r]

n = 7
c, d = n                     # not an Array, no to_ary: the value itself
p [c, d]

def returns_rhs(v)
  q, w = v                   # the method's last expression: its value is v
end
p returns_rhs([8, 9])

captured = [10, 11]
e, f = nil
[1].each { e, f = captured } # a block spreads a local of its method
p [e, f]

g, h = h, 12                 # h is nil while the right side is read
p [g, h]

u = v = nil
t = (u, v = [13, 14])
p [t, u, v]

def each_pair(items)
  items.map do |item|
    k, val = item
    "#{k}=#{val}"
  end
end
p each_pair([[:a, 1], [:b, 2]])

later = 1
earlier = 2
earlier, later = [3, 4]      # targets whose registers are in the other order
p [earlier, later]

seen = nil
reader = -> { seen }
seen, other2 = [5, 6]        # a target a lambda captured
p [reader.call, other2]

m1, m2, m3 = [7]             # fewer values than targets
p [m1, m2, m3]
