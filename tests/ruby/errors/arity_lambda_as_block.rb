# Uncaught wrong-arity ArgumentError when each yields one value to a two-parameter lambda passed with &
pairs = [[1, 2], [3, 4]]
pairs.each { |a, b| puts a + b }
adder = ->(a, b) { puts a + b }
pairs.each(&adder)
