# delete, delete_at, delete_if, reject!, select!, keep_if, slice!, clear and their return values
a = [1, 2, 3, 2, 1]
p a.delete(2), a, a.delete(9), a.delete(9) { :nf }
p a.delete_at(0), a.delete_at(10), a
b = (1..10).to_a
p b.delete_if(&:even?), b.reject! { _1 > 100 }, b.select! { _1 < 8 }, b
c = (1..6).to_a
p c.slice!(1, 2), c, c.slice!(-1), c, c.slice!(1..), c
p [1, 2, 3].keep_if(&:odd?), [1, 2].clear
d = [[1, [2, 3]], { k: [4] }]
p d.dig(0, 1, 1), d.dig(1, :k, 0), d.dig(5, 1)
