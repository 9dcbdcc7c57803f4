# Uncaught wrong-arity ArgumentError calling a lambda made with lambda { }: the callee snippet marks its {
square = lambda { |x| x * x }
puts square.call(4)
puts square.call
