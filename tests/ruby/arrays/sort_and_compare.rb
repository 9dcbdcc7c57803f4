# sort/sort_by with blocks, multi-key sorts, stability-free comparisons, <=> and min/max with n
people = [["bob", 25], ["alice", 30], ["carol", 25], ["dave", 20]]
p people.sort_by { |n, a| [a, n] }
p people.sort { |x, y| y[1] <=> x[1] }.map(&:first).first(2)
p people.min_by { |_, a| a }, people.max_by(2) { |_, a| a }, people.minmax_by { |n, _| n.size }
p [3, 1, 2] <=> [3, 1, 3], [1, 2] <=> [1, 2, 3], [1] <=> ["a"], [] <=> []
p %w[pear Apple fig].sort, %w[pear Apple fig].sort_by(&:downcase), %w[pear Apple fig].sort.reverse
p [0.5, -1, 3].sort, [[2, "b"], [1, "z"], [2, "a"]].sort
begin
  [1, "a"].sort
rescue ArgumentError => e
  p e.message
end
p [5, 3, 9].sort { |a, b| b <=> a }, [5, 3, 9].max { |a, b| a <=> b }
p [1, 2, 3, 4].partition(&:even?), [1, 2, 3].each_slice(2).map(&:sum)
words = %w[banana kiwi apple fig]
p words.group_by(&:size), words.sort_by { |w| -w.size }, words.min(2), words.sum("")
