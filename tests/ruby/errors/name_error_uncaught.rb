# Uncaught NameError for an undefined local variable or method at top level
value = 10
puts value
puts totally_undefined_name
