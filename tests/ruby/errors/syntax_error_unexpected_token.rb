# Syntax error: unexpected token in an expression
x = 1 +* 2
puts x
