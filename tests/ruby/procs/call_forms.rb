# Calling procs: call, .(), [], yield, ===, to_proc identity, curry, >> and <<
sq = proc { |x| x * x }
p sq.call(3), sq.(4), sq[5], sq.yield(6), sq === 7
p sq.to_proc.equal?(sq)
add = ->(a, b, c) { a + b + c }
c = add.curry
p c[1][2][3], c.(1, 2).(3), c.(1).(2, 3), add.curry.arity
p proc { |a, b| a.to_s + b.to_s }.curry[1][2]
inc = ->(x) { x + 1 }
dbl = ->(x) { x * 2 }
p (inc >> dbl).call(3), (inc << dbl).call(3), [1, 2].map(&(inc >> dbl))
case 4
when ->(n) { n.even? } then p :even_via_lambda
end
vararg = ->(*a) { a.sum }
p vararg.curry(3)[1][2][3]
