# Syntax error: a one-line `expr in pattern` directly inside call parentheses is not allowed
p(1 in Integer)
