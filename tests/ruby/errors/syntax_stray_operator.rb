# Syntax error: a stray operator before the operand
x = 1 + * 2
