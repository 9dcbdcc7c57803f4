# Uncaught ArgumentError from Integer with a keyword argument: the snippet spans positional and keyword arguments
p Integer("7f", 16, exception: false)
p Integer("zz", exception: false)
p Integer("zz", 10, exception: true)
