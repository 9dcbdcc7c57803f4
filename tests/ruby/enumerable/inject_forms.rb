# inject/reduce with symbols, initial values and blocks; sum/minmax/sort_by/flat_map/each_entry
p (1..5).inject(:+), (1..5).reduce(1, :*), (1..5).inject { |a, b| a * b }, [].inject(:+), [].inject(0, :+)
p %w[a b c].inject(:+), [[1, 2], [3, 4]].inject(:+), (1..4).inject(10) { |s, x| s - x }
p [2, 3].reduce(:lcm), [12, 18].reduce(:gcd), [1, 2, 3].inject(:-)
p [5, 3, 8].minmax, %w[pear fig banana].minmax_by(&:size), %w[b a c].sort_by { |x| x }.reverse
p [[1, [2]], [3]].flat_map { |x| x }, [1, 2].flat_map { |x| [x, [x]] }
class Pairs
  include Enumerable
  def each
    yield 1, 2
    yield 3
    yield
  end
end
p Pairs.new.each_entry.to_a, Pairs.new.to_a, Pairs.new.map { |x| x }
p Pairs.new.each_slice(2).to_a
p (1..6).each_with_object([]) { |x, acc| acc.unshift(x) if x.even? }
h = { a: 1, b: 2 }
p h.inject(0) { |s, (k, v)| s + v }, h.reduce([]) { |a, kv| a + kv }
