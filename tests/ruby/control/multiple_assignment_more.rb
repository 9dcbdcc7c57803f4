# Multiple assignment: splats in the middle, nested destructuring, swapping, method returns, and block params
a, (b, c), *d, e = 1, [2, 3], 4, 5, 6
p [a, b, c, d, e]
first, *middle, last = "hello".chars
p first, middle, last
x = y = 5
x, y = y + 1, x * 2
p x, y
def pair = [:left, :right]
l, r = pair
p l, r
h, = [9, 8]
p h
*init, tail = [1]
p init, tail
m, n = 1
p m, n
k, v = { a: 1 }.first
p k, v
nested = [[1, [2, 3]], [4, [5, 6]]]
p nested.map { |p1, (q, r2)| p1 + q + r2 }
arr = [1, 2]
arr[0], arr[1] = arr[1], arr[0]
p arr
obj = Struct.new(:u, :w).new
obj.u, obj.w = 10, 20
p obj.to_a
