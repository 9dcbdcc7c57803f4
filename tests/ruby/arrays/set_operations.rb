# Array -, &, |, +, *, difference/union/intersection, intersect?
a = [1, 2, 2, 3, 4]
b = [2, 4, 6]
p a - b, a & b, a | b, a + b, b * 2, b * ","
p a.difference(b, [1]), a.union(b, [9]), a.intersection(b, [4])
p a.intersect?(b), a.intersect?([9])
p [[1, 2], [3]] - [[3]], [nil, false] | [false]
p a.to_set.class rescue p $!
p [1, 1, 2] & [1], [1, 1, 2] | [2, 2], [1, 2] - [], [] | []
p ["a", :a, 1, 1.0] & ["a", 1], [[1], [1]] | [[1]]
x = [3, 1]
x.concat([2], [0])
p x, x.sum, [1, 2] * 0
