# Closures capture variables, not values: shared counters, loops creating lambdas, binding of block-local vars
def make_counter
  count = 0
  increment = -> { count += 1 }
  get = -> { count }
  [increment, get]
end
inc, get = make_counter
3.times { inc.() }
inc2, get2 = make_counter
inc2.()
p get.(), get2.()
procs = (1..3).map { |i| -> { i * 10 } }
p procs.map(&:call)
x = 1
change = -> { x = 99 }
change.()
p x
y = 10
[1].each { |v; y| y = v }
p y
adders = []
for i in 1..3
  adders << -> { i }
end
p adders.map(&:call)
def memoize(f)
  cache = {}
  ->(n) { cache.key?(n) ? [:hit, cache[n]] : [:miss, cache[n] = f.(n)] }
end
sq = memoize(->(n) { n * n })
p sq.(4), sq.(4), sq.(5)
