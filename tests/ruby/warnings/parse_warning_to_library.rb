# The parser's warnings about the program itself reach a Warning.warn that
# a library loaded with -r defined.
h = {a: 1, a: 2}
puts h.size
