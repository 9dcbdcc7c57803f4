# Method objects: method(:x).call, arity, owner, name, to_proc, &method(:puts), unbound methods
def add3(a, b, c) = a + b + c
def opt(a, b = 1) = a + b
def var(*a) = a.size
m = method(:add3)
p m.call(1, 2, 3), m.(1, 1, 1), m[2, 2, 2], m.arity, method(:opt).arity, method(:var).arity
p m.name, m.owner, method(:puts).owner, 1.method(:+).owner, "".method(:upcase).arity
[1, 2].each(&method(:p))
%w[x y].each(&method(:puts))
p [1, 2, 3].map(&2.method(:*))
um = Array.instance_method(:size)
p um.class, um.bind(["a", "b"]).call, um.bind_call([1])
sq = ->(x) { x * x }
compose = method(:opt) >> sq
p compose.call(2), (sq << method(:var)).call(1, 2, 3)
p m.to_proc.lambda?, m.to_proc.call(1, 2, 3)
p 5.method(:+).call(6), [].method(:push).unbind.bind_call([1], 2)
