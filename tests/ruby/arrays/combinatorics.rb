# combination, permutation, product, repeated_*, transpose, zip with uneven lengths, each_cons
a = [1, 2, 3]
p a.combination(2).to_a, a.permutation(2).count, a.combination(0).to_a, a.combination(4).to_a
p a.product([4, 5]), a.product, [1, 2].product([3], [4, 5]).length
p a.repeated_combination(2).to_a.length, a.repeated_permutation(2).first(4)
p [[1, 2], [3, 4], [5, 6]].transpose, [1, 2, 3].zip([4, 5], [6])
begin
  [[1, 2], [3]].transpose
rescue IndexError => e
  p e.message
end
p a.each_cons(2).to_a, a.each_slice(2).to_a, a.cycle.first(7)
p a.rotate, a.rotate(-1), a.rotate(5), a.sample(random: Random.new(3)).class
p [1, 2, 3, 4].each_cons(3).map(&:sum), a.zip(a.map { |x| x * x }).to_h
p (1..4).flat_map { |x| [x] * x }.tally
