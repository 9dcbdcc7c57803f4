# expected output written by hand: CRuby's default stack is too small for this depth
# A 100,000-deep non-tail Ruby recursion must complete (Garnet grows its VM stack)
def depth(n) = n.zero? ? 0 : 1 + depth(n - 1)
p depth(100_000)
def sum_to(n) = n.zero? ? 0 : n + sum_to(n - 1)
p sum_to(100_000)
def build(n) = n.zero? ? [] : [n, build(n - 1)]
t = build(50_000)
count = 0
while t != []
  count += 1
  t = t[1]
end
p count
