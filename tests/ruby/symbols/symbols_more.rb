# Symbols: to_proc, comparison, size/length, upcase/succ, [] slicing, inspect quoting, to_sym round trips
p :abc <=> :abd, :b > :a, :abc.size, :abc.length, :abc.upcase, :a.succ, :abc[1], :abc[0..1]
p :"hello world", :"foo=", :foo?, :+, :[]=, :"9lives", :@iv, :@@cv, :$g, :A
p %i[c a b].sort, %i[c a b].max, :abc.start_with?("a"), :abc.end_with?("bc")
p "str".to_sym.equal?(:str), :sym.to_s.frozen?, :sym.name.frozen?, :upcase.to_proc.call("x")
p [1, 2, 3].map(&:to_s), %w[a b].map(&:to_sym), [[1, 2]].map(&:sum)
p :a.empty?, :"".empty?, :abc.downcase, :Abc.swapcase
h = { "a" => 1 }.transform_keys(&:to_sym)
p h, h.key?(:a)
