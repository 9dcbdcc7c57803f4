# tap, then/yield_self, itself, Object#display-free chains, and Kernel#Array/Integer in pipelines
result = [3, 1, 2]
  .tap { |a| puts "start #{a}" }
  .sort
  .tap { |a| puts "sorted #{a}" }
  .map { |x| x * 10 }
  .then { |a| a.sum }
p result
p 5.then { _1 + 1 }, nil.then { |v| v.to_a }, [1, 2].itself, %w[a b a].group_by(&:itself)
p "42".then { Integer(_1) }.then { _1 * 2 }, [[1, 2], [3]].map(&:itself).flatten
h = {}.tap { |x| x[:a] = 1 }.tap { |x| x[:b] = 2 }
p h
p 10.then { |n| n > 5 ? :big : :small }, :sym.then(&:to_s)
