# Proc.new/proc/lambda creation, procs passed as blocks, procs stored in data structures
handlers = {
  add: ->(a, b) { a + b },
  sub: proc { |a, b| a - b },
  neg: method(:Integer).to_proc >> ->(x) { -x }
}
p handlers[:add].(2, 3), handlers[:sub].(2, 3), handlers[:neg].("7")
pr = Proc.new { |x| (x || 0) + 1 }
p pr.call, pr.call(1), [1, 2].map(&pr)
ops = [proc { _1 + 1 }, proc { _1 * 2 }, proc { _1 ** 2 }]
p ops.reduce(3) { |acc, f| f.call(acc) }
p ops.map { it.call(5) }
def make_multiplier(n) = ->(x) { x * n }
triple = make_multiplier(3)
p triple[7], [1, 2].map(&make_multiplier(10))
p proc { |x, y = 5, *z| [x, y, z] }.call(1), proc { |x, y = 5, *z| [x, y, z] }.call(1, 2, 3, 4)
