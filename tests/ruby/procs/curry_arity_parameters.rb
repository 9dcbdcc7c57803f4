# Proc#curry with arity, lambda? / arity / parameters for procs and lambdas of every shape
add3 = ->(a, b, c) { a + b + c }
p add3.curry[1][2][3], add3.curry.(1, 2).(3), add3.curry[1, 2, 3]
vsum = proc { |*xs| xs.sum }
p vsum.curry(3)[1][2][3], vsum.curry.call(5)
begin
  add3.curry(2)
rescue ArgumentError => e
  p e.message
end
shapes = [
  proc { }, proc { |x| }, proc { |x, y| }, proc { |*x| }, proc { |x, *y| }, proc { |x = 1| },
  lambda { }, lambda { |x| }, lambda { |x, y = 1| }, lambda { |*x| }, lambda { |x, k:| }, lambda { |k: 1| },
  ->(a, (b, c), *d, e:, f: 2, **g, &h) { }
]
shapes.each { |pr| p [pr.lambda?, pr.arity, pr.parameters] }
p proc { |x| }.parameters(lambda: true), proc { _1 + _2 }.arity, proc { it }.arity, lambda { _1 }.arity
sq = :upcase.to_proc
p sq.lambda?, sq.arity, sq.call("a"), method(:puts).to_proc.lambda?
compose = ->(x) { x + 1 } >> ->(x) { x * 10 }
p compose.(1), (->(x) { x + 1 } << ->(x) { x * 10 }).(1), (method(:Integer) >> :succ.to_proc).("41")
