# Proc vs lambda: arity, lambda?, argument strictness, parameters
pr = proc { |a, b| [a, b] }
la = lambda { |a, b| [a, b] }
st = ->(a, b = 1, *c, d:, e: 2, **f, &g) {}
p pr.arity, la.arity, proc { |*a| }.arity, proc { || }.arity, proc { }.arity, ->() {}.arity, ->(*a, b) {}.arity
p st.arity, st.parameters, pr.parameters
p pr.lambda?, la.lambda?, proc(&la).lambda?
p pr.call(1), pr.call(1, 2, 3)
begin
  la.call(1)
rescue ArgumentError => e
  p e.message
end
begin
  la.call(1, 2, 3)
rescue ArgumentError => e
  p e.message
end
p ->(x) { x }.(5), ->(x, y) { x * y }[3, 4]
