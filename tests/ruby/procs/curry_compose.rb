# Proc#curry arity rules, Proc#>>/#<< (lambda-ness and callables), Method#curry/>>/<<, UnboundMethod#bind_call
add3 = ->(a, b, c) { a + b + c }
c = add3.curry
p c[1][2][3], c.(1, 2, 3), c.(1).(2).(3), c.lambda?, c[1].lambda?, add3.curry(3)[1][2][3]
begin
  add3.curry(2)
rescue ArgumentError => e
  p e.message
end
pr = proc { |a, b, c| [a, b, c] }
p pr.curry[1][2][3], pr.curry.lambda?, pr.curry(2)[1][2], pr.curry(4)[1][2][3][4]
opt = ->(a, b = 10) { a + b }
p opt.curry[1], opt.curry.arity
sq = ->(x) { x * x }
inc = proc { |x| x + 1 }
p (sq >> inc).(3), (sq << inc).(3), (sq >> inc).lambda?, (inc >> sq).lambda?, (sq << inc).lambda?, (inc << sq).lambda?
callable = Object.new
def callable.call(x) = x + 100
p (sq >> callable).(4), (inc << callable).lambda?, (inc << callable).call(3), (sq << callable).(2)
begin
  sq >> 5
rescue TypeError => e
  p e.message
end
kw = ->(a, k: 1) { a * k }
p (kw >> inc).(2, k: 5)
def twice(x) = x * 2
m = method(:twice)
p (m >> inc).(5), (m << inc).(5), (m >> inc).lambda?, (m << inc).lambda?, m.curry[7]
def add(a, b) = a + b
p method(:add).curry[1][2], method(:add).curry.arity
um = Array.instance_method(:size)
p um.bind_call([1, 2, 3])
um2 = Kernel.instance_method(:then)
p um2.bind_call(5) { _1 + 1 }
p String.instance_method(:+).bind_call("a", "b")
pipeline = [->(s) { s.strip }, ->(s) { s.upcase }, ->(s) { s + "!" }].reduce(:>>)
p pipeline.call("  hi ")
p %w[a b].map(&(->(s) { s * 2 } >> ->(s) { s.to_sym }))
