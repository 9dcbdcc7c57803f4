# Symbol natives.
p :foo.to_s, :foo.name, :foo.id2name, :foo.to_sym, :foo.length, :héllo.size, :"".empty?, :a.empty?
p :foo.upcase, :Foo.downcase, :foo.capitalize, :FoO.swapcase, :a.succ, :az.next
p :a <=> :b, :b <=> :a, :a <=> :a, :a <=> "a", :a == :a, :a == "a"
p :hello[1], :hello[1, 3], :hello[1..], :hello.start_with?("he"), :hello.end_with?("lo", "x")
p :aBc.casecmp(:AbC), :aBc.casecmp?(:abc), :a.casecmp("a")
p :foo.name.frozen?, :foo.to_s.frozen?, :b.between?(:a, :c)
p :"foo bar".inspect, :+.inspect, :[]=.to_s
p %i[b c a].sort
