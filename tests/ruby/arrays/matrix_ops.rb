# Matrices as nested arrays: transpose, multiply with zip/sum, identity, rotate, flatten, each_slice rebuild
a = [[1, 2], [3, 4]]
b = [[5, 6], [7, 8]]
mul = ->(x, y) { x.map { |row| y.transpose.map { |col| row.zip(col).sum { |p, q| p * q } } } }
p mul.(a, b), mul.(b, a), a.transpose, a.flatten.each_slice(2).to_a == a
id = Array.new(3) { |i| Array.new(3) { |j| i == j ? 1 : 0 } }
p id, mul.(id, [[1, 2, 3], [4, 5, 6], [7, 8, 9]])
m = [[1, 2, 3], [4, 5, 6]]
p m.transpose.map(&:reverse), m.map(&:reverse).reverse, m.map(&:sum), m.transpose.map(&:sum)
p m.flatten.minmax, m.sum(&:sum), m.map { |r| r.map { |v| v * 2 } }, m.each_with_index.map { |r, i| r[i] }
diag = (0...3).map { |i| [[1, 2, 3], [4, 5, 6], [7, 8, 9]][i][i] }
p diag, diag.sum
