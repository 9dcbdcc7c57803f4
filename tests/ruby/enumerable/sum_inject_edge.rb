# inject/reduce/sum edge cases: empty collections, symbols with initial values, float sums, min/max on empty
p [].inject(:+), [].sum, [].reduce(1, :*), [5].inject { |a, b| a * b }, [].max, [].min_by { _1 }
p [1, 2, 3].inject(:*), [1, 2, 3].inject(10, :+), %w[a b c].inject(:+), [[1, 2], [3]].sum([])
p [0.1] * 10 == [0.1] * 10, ([0.1] * 10).sum, ([0.1] * 10).inject(:+), [1, 2.5].sum, [1r, 2].sum
p (1..4).each_slice(2).map(&:sum), (1..6).each_with_object([]) { |x, a| a.unshift(x) }
p [3, 1, 2].max(5), [].first(2), [1, 2, 3].minmax_by { -_1 }, [1, 2, 3, 4].sum { _1.odd? ? _1 : 0 }
p %w[x yy zzz].inject { |memo, w| memo.size > w.size ? memo : w }
p (1..3).inject { |a, b| a - b }, (1..3).reduce(:-), [2, 3].inject(2, :**)
p [[1, :a], [2, :b]].sum(0) { _1.first }, [1, 2, 3].each_slice(2).sum([]) { _1.reverse }
p [1.5, 2.5].sum.class, [1, 2].sum(0.0).class, ["x"].inject(:upcase)
