# Uncaught wrong-arity ArgumentError calling a lambda: the callee snippet marks its ->
area = ->(w, h) { w * h }
puts area.call(2, 3)
puts area.call(2)
