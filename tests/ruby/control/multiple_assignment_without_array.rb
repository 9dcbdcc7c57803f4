# Multiple assignment as a statement, with a list of values on the right
# (`a, @b = x, y`): every value is read before any target is assigned,
# surplus values are still evaluated, missing ones are nil, and, as in
# CRuby, no Array is made for it.
def swaps(a, b, c)
  a, b, c = c, a, b
  [a, b, c]
end
p swaps(1, 2, 3)

def reads_before_writes(x)
  y = 10
  x, y = y, x
  [x, y]
end
p reads_before_writes(1)

def fills_and_drops
  log = []
  a, b, c = (log << :first; 1), (log << :second; 2)
  d, = (log << :third; 3), (log << :fourth; 4)
  [a, b, c, d, log]
end
p fills_and_drops

class Point
  attr_accessor :x, :y
  def set(a, b)
    @x, @y = a, b
    self
  end
end
pt = Point.new.set(3, 4)
p [pt.x, pt.y]
h = {}
pt.x, h[:k], (m, n), $g = 5, 6, [7, 8], 9
p [pt.x, h, m, n, $g]

def captured
  v = 1
  w = 2
  set = -> { v, w = w, v }
  set.call
  [v, w]
end
p captured

def assigned_while_reading
  o = 3
  o, l = (o = 7), o
  [o, l]
end
p assigned_while_reading

# The statement's value is the right-hand side when it is used.
r = (s, t = 1, 2)
p [r, s, t]

def statements_only(n)
  a = b = 0
  i = 0
  while i < n
    a, b = b, a + 1
    @first, @second = a, b
    i += 1
  end
  [a, b]
end
def allocations_of(n)
  before = GC.stat(:total_allocated_objects)
  statements_only(n)
  GC.stat(:total_allocated_objects) - before
end
p statements_only(1000)
allocations_of(10)
# The same objects whatever the number of turns: none made per assignment.
p allocations_of(1000) - allocations_of(10)
