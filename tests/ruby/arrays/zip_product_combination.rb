# zip (uneven lengths), product, combination, permutation, each_slice, each_cons
a = [1, 2, 3]
p a.zip(%w[a b c]), a.zip([4]), a.zip([5, 6], [7])
p a.product([:x, :y]), [1, 2].product
p a.combination(2).to_a, a.permutation(2).count, a.combination(0).to_a, a.combination(4).to_a
p (1..7).each_slice(3).to_a, (1..5).each_cons(2).to_a, (1..2).each_cons(3).to_a
r = []
a.zip(a.map { _1 * 10 }) { |x, y| r << x + y }
p r
p [[1, :a], [2, :b]].to_h, [[1, 2], [3, 4]].transpose
