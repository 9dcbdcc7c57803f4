# Multiple assignment with a splat from an array shorter than the names
# before the splat (empty: no storage at all): the splat gets [], the rest nil.
first, *rest = []
p first, rest
a, b, *c = [1]
p a, b, c
a, b, *c, d = [1]
p a, b, c, d
*a, b = []
p a, b
first, *rest = ARGV
p first, rest
