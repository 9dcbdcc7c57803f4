# Set algebra: union, intersection, difference, xor, subset/superset, disjoint/intersect, <=>, with Sets and enumerables
require "set"
a = Set[1, 2, 3, 4]
b = Set[3, 4, 5]
p a | b, a.union([9]), a + b, a & b, a.intersection([4, 1, 7]), a - b, a.difference([1]), a ^ b, a ^ [3, 5, 1, 6]
p Set[5, 4, 3, 2] & [2, 3, 9, 5], Set[1, 2] & Set[2, 1, 3], Set[1, 2, 3] & Set[3, 2]
p a.subset?(Set[1, 2, 3, 4, 5]), a <= a, a < a, a.proper_subset?(a | [0]), a >= Set[1], a > a, a.superset?(Set[]), a.proper_superset?(Set[1])
p a <=> a.dup, Set[1] <=> a, a <=> Set[1], a <=> b, a <=> [1]
p a.disjoint?(Set[9]), a.disjoint?(b), a.intersect?(b), a.intersect?([4]), a.intersect?([7, 8])
[:subset?, :superset?, :<, :>=].each do |m|
  a.public_send(m, [1])
rescue ArgumentError => e
  p [m, e.message]
end
[:|, :&, :-, :^, :merge].each do |m|
  a.public_send(m, 3)
rescue ArgumentError => e
  p [m, e.message]
end
p a, b
p Set[1, Set[2, Set[3]], 4].flatten, Set[[1, 2]].flatten, Set[1, 2].classify(&:odd?)
p a.map { _1 % 2 }.to_set, a.filter_map { _1 * 2 if _1.odd? }, a.each_slice(2).to_a, a.inject(:+), a.sum { _1 * 10 }
