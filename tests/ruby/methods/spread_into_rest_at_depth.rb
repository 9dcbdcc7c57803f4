# f(*array) into a method whose *rest takes thousands of items, called at
# several depths of recursion: wherever the register stack ends, every
# item arrives (the in-place entry takes only what fits in the stack).

def wide(*a) = [a.size, a.first, a.last]
def lead_and_rest(x, y = :y, *a) = [x, y, a.size, a.last]
def at_depth(n, items) = n.zero? ? [wide(*items), lead_and_rest(*items)] : at_depth(n - 1, items)

items = Array.new(9_000) { |i| "item #{i}" }
results = [0, 10, 100, 500, 1000, 2000].map { |d| at_depth(d, items) }
p results.uniq
p wide(*[]), lead_and_rest(*[1])
