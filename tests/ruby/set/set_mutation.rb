# Set mutation: merge, subtract, select!/filter!/reject!/keep_if/delete_if/map!, clear, replace, compare_by_identity
require "set"
s = Set[1, 2]
p s.merge([3], Set[4]), s.subtract([1, 9]), s
p Set[1, 2, 3].select!(&:odd?), Set[1, 3].select!(&:odd?), Set[1, 2].filter! { _1 > 1 }
p Set[1, 2, 3].reject!(&:odd?), Set[2].reject!(&:odd?), Set[1, 2, 3].keep_if(&:odd?), Set[1, 2, 3].delete_if(&:odd?)
p Set[1, 2].map! { _1 * 3 }, Set[1, 2].collect!(&:to_s), Set[1, 2].clear, Set[1].replace([5, 6]), Set[1].replace(Set[7])
p Set[1, 2].select!.class, Set[1, 2].each_slice(1).to_a
x = Set[3, 1, 2]
x.delete_if { _1 == 1 } << 0
p x, x.to_a, x.sort
ident = Set.new.compare_by_identity
k = "k"
ident << k << "k".dup
p ident.size, ident.compare_by_identity?, Set[].compare_by_identity?
fz = Set[1].freeze
[-> { fz.merge([2]) }, -> { fz.delete(1) }, -> { fz.clear }, -> { fz.select! { true } }].each do |f|
  f.call
rescue FrozenError => e
  p e.message
end
acc = Set.new
[[1, 2], [2, 3], [3, 4]].each { |pair| acc.merge(pair) }
p acc, acc.size, acc.include?(4)
