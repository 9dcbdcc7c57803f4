# Symbol inspect of odd names, to_s/id2name/name, <=>, size, succ, comparisons, frozen
p :"foo bar".inspect, :"foo=".inspect, :"=".inspect, :"[]".inspect, :"a-b".inspect, :"?".inspect
p :foo.to_s, :foo.id2name, :foo.name, :foo.name.frozen?, :foo.to_s.frozen?
p :a <=> :b, :b <=> :a, :a <=> "a", :abc.size, :a.succ, :abc[1], :abc.start_with?("ab")
p :a.frozen?, :a.to_sym.equal?(:a), "a".to_sym.equal?(:a), :A.downcase, :abc.to_proc.class
p %i[c a b].sort, %i[c a b].max, :a.is_a?(Comparable)
p :"9".inspect, :"@".inspect, :"@@x".inspect, :"$1".inspect, :"foo?".inspect, :"Foo".inspect
begin
  :a.to_proc.call(:b)
rescue NoMethodError => e
  p e.message
end
p %i[b a].sort_by(&:to_s), :abc.casecmp(:ABC), :abc.casecmp?(:ABC), :a.empty?, :"".empty?
p :sym.length, :sym.encoding, :"é".length
