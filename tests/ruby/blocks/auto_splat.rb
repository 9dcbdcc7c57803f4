# Auto-splat of a single array argument for procs/blocks with >1 params; lambdas do not splat
pr = proc { |a, b| [a, b] }
p pr.call([1, 2]), pr.call(1, 2), pr.call([1, 2], 3), pr.call([1]), pr.call(1)
one = proc { |a| a }
p one.call([1, 2]), one.call(1, 2)
trailing = proc { |a, | a }
p trailing.call([5, 6])
splat = proc { |*a| a }
p splat.call([1, 2]), splat.call(1, 2)
la = ->(a, b) { [a, b] }
begin
  la.call([1, 2])
rescue ArgumentError => e
  p e.message
end
def y2 = yield([1, 2])
p y2 { |a, b| b }, y2 { |a| a }, y2 { |*a| a }, y2 { |a, *b| b }
p [[1, 2], [3, 4]].map { |a, b| a + b }, [[1, 2]].map { _1 }, [[1, 2]].map { it }
p [[1, 2]].map { _1 + _2 }
kw = proc { |a, b, k: 0| [a, b, k] }
p kw.call([1, 2]), kw.call([1, 2], k: 3)
