# Syntax error: a def without its end at the end of the input
def a
  1
