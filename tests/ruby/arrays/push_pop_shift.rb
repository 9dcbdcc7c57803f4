# push/pop/shift/unshift/insert/append/prepend and their return values
a = [1, 2, 3]
p a.push(4, 5), a.pop, a.pop(2), a
p a.shift, a.unshift(0, -1), a.shift(2), a
p a.insert(1, :x, :y), a.insert(-1, :end), a.insert(10, :far)
b = []
p b.pop, b.shift, b.pop(2)
b << 1 << 2
p b, b.append(3), b.prepend(0)
p [1, 2, 3].first, [].first, [].last, [].first(2)
