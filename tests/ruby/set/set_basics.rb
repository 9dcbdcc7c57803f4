# Set construction, membership, add/delete, inspect (Ruby 4.0 format), equality, hash, freeze, dup/clone
require "set"
s = Set.new([3, 1, 2, 3])
p s, s.size, s.length, s.count, s.empty?, Set.new.empty?, Set[], Set.new(nil)
p Set.new([1, 2]) { _1 * 10 }, Set[1, [2, 3], "x", :y, nil], Set.new(1..4), Set.new({ a: 1 })
p s.include?(1), s.member?(9), s === 2, s.to_a, s.first, s.class
p s.add(4), s << 1, s.add?(5), s.add?(5), s.delete(5), s.delete?(99), s.delete?(4)
puts s, s.to_s, s.inspect
p Set[1, 2] == Set[2, 1], Set[1] == Set[1.0], Set[1] == [1], Set[1, 2].eql?(Set[2, 1]), Set[1, 2].hash == Set[2, 1].hash
h = { Set[1, 2] => :a }
p h[Set[2, 1]], Set[Set[1]].include?(Set[1])
str = "abc"
t = Set[str]
p t.first.frozen?, t.first.equal?(str)
f = Set[1, 2].freeze
p f.frozen?, f.dup.frozen?, f.clone.frozen?, f.include?(1)
begin
  f << 3
rescue FrozenError => e
  p e.message
end
d = s.dup
d << 100
p s.include?(100), d.include?(100), s.instance_variables
rec = Set[1]
rec << rec
p rec
class MySet < Set; end
p MySet[1, 2], MySet.new, MySet[1].class, (MySet[1] | [2]).class
begin
  Set.new(5)
rescue ArgumentError => e
  p e.message
end
p [3, 3, 1].to_set, (1..3).to_set, { a: 1 }.to_set, [1, 2].to_set { _1 * 2 }, Set[1].to_set.class
e = s.each
p e.size, e.to_a
p s.each { }, s.map { _1 * 2 }.sort, s.sort, s.min, s.max, s.sum, s.minmax, s.sort_by { -_1 }
p s.group_by(&:odd?), s.partition(&:even?), s.select(&:odd?), s.reject(&:odd?), s.to_a.size, s.join("-")
p Set[1, 2].count(&:odd?), Set[1, 1, 2].count(1)
case 2
when Set[1, 2] then p :in_set
end
