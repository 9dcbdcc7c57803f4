# A curried proc keeps working when it runs with another self
# (instance_exec, define_method), and still sees its arguments in order.
add3 = proc { |a, b, c| [a, b, c] }.curry
p 10.instance_exec(1, &add3).call(2).call(3)
lam = ->(a, b) { a * b }.curry
p "x".instance_exec(3, &lam).call(4)
klass = Class.new { define_method(:pair, &->(a, b) { [a, b] }.curry) }
p klass.new.pair(1).call(2)
p add3.curry.arity, lam.arity, lam.lambda?
