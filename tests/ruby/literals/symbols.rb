# Symbol literals, quoted symbols and operator symbols
p :abc, :"with space", :"quoted", :a?, :b!, :c=
p :+, :-, :*, :**, :[], :[]=, :<=>, :==, :===, :!, :<<, :-@, :+@
p :"9lives", :"foo-bar", :"", :A, :@iv, :@@cv, :$g
p :abc.to_s, :abc.length, :abc.upcase
p "dyn#{1}".to_sym
p :abc == :abc, :abc.equal?(:abc)
p %s{x y}
p :upcase.to_proc.call("str")
p({ "a b": 1, c: 2 })
p :abc <=> :abd
p [:b, :a, :c].sort
