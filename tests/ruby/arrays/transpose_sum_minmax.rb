# transpose (and its error), sum with init/floats, min/max/minmax with blocks, inject/reduce
m = [[1, 2, 3], [4, 5, 6]]
p m.transpose, m.map(&:sum), m.transpose.map(&:sum), m.flatten.sum
begin
  [[1, 2], [3]].transpose
rescue IndexError => e
  p e.message
end
p [0.1, 0.2, 0.3].sum, [1, 2].sum(10), [[1], [2]].sum([]), [].sum, ["a", "b"].sum("")
p %w[aa b cccc].max_by(&:size), %w[aa b cccc].min { |x, y| x.size <=> y.size }, [].max
p (1..5).inject(:*), (1..5).reduce(10) { |s, x| s + x }, [[1, 2], [3, 4]].inject { |(a, b), (c, d)| [a + c, b + d] }
