# Determinant by Laplace expansion and Gaussian elimination with Rationals, and a matrix inverse check
def det(m)
  return m[0][0] if m.size == 1
  m[0].each_with_index.sum { |v, j| (-1)**j * v * det(m[1..].map { |row| row.reject.with_index { |_, k| k == j } }) }
end
def gauss_det(m)
  a = m.map { |r| r.map(&:to_r) }
  n = a.size
  d = 1r
  n.times do |i|
    piv = (i...n).find { |r| a[r][i] != 0 } or return 0r
    (a[i], a[piv] = a[piv], a[i]; d = -d) if piv != i
    d *= a[i][i]
    (i + 1...n).each { |r| f = a[r][i] / a[i][i]; a[r] = a[r].zip(a[i]).map { |x, y| x - f * y } }
  end
  d
end
ms = [[[2]], [[1, 2], [3, 4]], [[6, 1, 1], [4, -2, 5], [2, 8, 7]], [[1, 2, 3], [4, 5, 6], [7, 8, 9]]]
p ms.map { |m| det(m) }, ms.map { |m| gauss_det(m) }, ms.map { |m| det(m) == gauss_det(m) }
