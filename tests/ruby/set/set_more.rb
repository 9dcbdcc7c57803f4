# Set: creation, add?/delete?, subset/superset, ^, classify, divide-free grouping, map!, inspect
require "set"
s = Set.new([3, 1, 2, 3])
p s, s.size, s.include?(2), s.member?(9), s === 1, s.to_a.sort, Set[1, 2] == Set[2, 1]
p s.add?(4).class, s.add?(4), s.delete?(9), s.delete?(4).size
a = Set[1, 2, 3]
b = Set[2, 3, 4]
p a | b, a & b, a - b, a ^ b, a + b, a.subset?(Set[1, 2, 3, 4]), a <= a, a < a, a.superset?(Set[1]), a.disjoint?(Set[9]), a.intersect?(b)
p Set[1, 2, 3, 4].classify(&:odd?), a.map { |x| x * 2 }.class, a.map { |x| x * 2 }.to_set
c = Set[1, 2]
c.map! { |x| x * 10 }
p c, c.frozen?, c.min, c.sort, c.sum, c.group_by(&:zero?)
c << 5 << 5
p c.length, c.to_a, c.select(&:odd?), c.reject(&:odd?).class
p Set.new("abca".chars), Set.new([1, 2]) { |x| x * 3 }, %w[b a].to_set.sort
p Set[[1, 2]].include?([1, 2]), Set[1].hash == Set[1].hash, { Set[1] => :x }[Set[1]]
