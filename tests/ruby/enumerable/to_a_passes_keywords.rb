# Enumerable#to_a passes its arguments, keywords included, on to each.
o = Object.new
o.extend(Enumerable)
def o.each(foo:) = yield(foo)
p o.to_a(foo: 1)
p o.entries(foo: 2)
def o.each(*a) = yield(a)
p o.to_a(1, 2)
p o.to_a({ x: 1 })
p o.to_a
