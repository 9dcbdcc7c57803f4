# Set iteration order, each/each_slice, partition, merge/subtract, delete_if/select!, freeze, empty?
require "set"
s = Set.new
%w[pear apple fig apple].each { |w| s << w }
p s.to_a, s.first, s.first(2), s.count, s.empty?, Set.new.empty?
s.merge(%w[kiwi fig])
p s, s.subtract(["pear"]), s.length
p s.partition { |w| w.size > 3 }, s.sort_by(&:size), s.each_slice(2).to_a
s.delete_if { |w| w.start_with?("k") }
p s
p s.select! { |w| w.size > 3 }, s.reject! { |w| w.size > 10 }, s
f = Set[1, 2].freeze
begin
  f << 3
rescue FrozenError => e
  p e.class
end
p f.frozen?, f.dup.frozen?, Set[3, 1, 2].sort, Set[1, [2, 3]].flatten rescue p $!.class
p Set[1, 2, 3].filter_map { |x| x * 2 if x.odd? }, Set[1, 2].inject(:+), Set[1, 2].to_set.equal?(nil)
