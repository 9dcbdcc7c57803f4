# Closures over locals: independent counters, shared state between closures, captured after change
def make_counter
  count = 0
  increment = -> { count += 1 }
  get = -> { count }
  [increment, get]
end
inc1, get1 = make_counter
inc2, get2 = make_counter
3.times { inc1.() }
inc2.()
p get1.(), get2.()
x = 1
show = -> { x }
x = 2
p show.()
acc = []
gen = ->(n) { -> { acc << n; acc.size } }
fs = [1, 2, 3].map { gen.(_1) }
p fs.map(&:call), acc
def adder(base) = proc { |n| base += n }
a = adder(10)
p a.(1), a.(1), adder(10).(1)
