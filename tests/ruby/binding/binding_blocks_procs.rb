# Bindings from blocks, methods and Proc#binding share the variables of their scope
def make_pair
  shared = 0
  inc = -> { shared += 1 }
  [inc, binding]
end
inc, scope = make_pair
inc.()
inc.()
p scope.local_variable_get(:shared)
scope.local_variable_set(:shared, 40)
inc.()
p scope.eval("shared")

x = 1
pr = proc { |arg| x + arg }
pb = pr.binding
p pb.local_variable_get(:x), pb.local_variable_defined?(:arg)
pb.local_variable_set(:x, 50)
p pr.(1), x
p pb.source_location
p pb.receiver

def block_scope
  outer = :outer
  [1].map { |inner| binding }.first
end
bs = block_scope
p bs.local_variables
p bs.eval("[outer, inner]")

blocks = 3.times.map { |i| binding }
p blocks.map { |bb| bb.local_variable_get(:i) }

lam = lambda { |y| binding }
lb = lam.(9)
p lb.local_variable_get(:y), lb.local_variable_get(:x)

nested = [1].map { |a| [2].map { |b2| eval("a + b2 + x") } }
p nested
begin
  :upcase.to_proc.binding
rescue ArgumentError => e
  p e.class
end
