# Multiple assignment: swap, rotate, splat on either side, fewer/more values, nil fill
a, b = 1, 2
a, b = b, a
p [a, b]
x, y, z = 1, 2
p [x, y, z]
q, r = 1, 2, 3
p [q, r]
first, *rest = [1, 2, 3, 4]
p first, rest
*init, last = [1, 2, 3, 4]
p init, last
h, *m, t = 1, 2, 3, 4, 5
p h, m, t
s, *e = 1
p s, e
one, two = [10, 20]
p one + two
c = d = 5
p c, d
v = (k, l = 3, 4)
p v, k, l
n1, n2 = *"str"
p n1, n2
i, j, k2 = 1, 2, 3
i, j, k2 = k2, i, j
p [i, j, k2]
