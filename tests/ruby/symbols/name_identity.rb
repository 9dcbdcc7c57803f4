# Symbol#name answers one frozen String per symbol (the same object on every call), unlike to_s
p :a.name.equal?(:a.name), :a.name.frozen?, :a.name
p :a.to_s.equal?(:a.to_s), :a.to_s.frozen?
s = :"dyn_#{1 + 1}"
p s.name.equal?(s.name), s.name, s.name.encoding
p :"foo bar".name.equal?(:"foo bar".name), :"foo bar".name
p :+.name.equal?(:+.name), :a.name.equal?(:b.name)
p :a.name.equal?("a".to_sym.name)
p (:a.name << "x" rescue $!.class)
p %i[x y x].map(&:name).map(&:object_id).uniq.size
