# Syntax error: a closing parenthesis where an operand should be
x = 1 + ) 2
