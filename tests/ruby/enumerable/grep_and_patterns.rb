# grep/grep_v with classes, ranges, regexps and lambdas; any?/all?/none?/count with === patterns
mixed = [1, "two", :three, 4.5, nil, [6], 7..8, "nine"]
p mixed.grep(String), mixed.grep(Numeric), mixed.grep_v(Numeric).size, mixed.grep(1..5), mixed.grep(/t/)
p mixed.grep(String) { |s| s.upcase }, mixed.grep(->(x) { x.respond_to?(:each) }).size
p mixed.any?(Symbol), mixed.all?(Object), mixed.none?(Hash), mixed.one?(Array), mixed.count(nil.class)
words = %w[apple banana cherry date elderberry fig]
p words.grep(/an/), words.grep_v(/e/), words.grep(/^[a-c]/) { |w| w.size }, words.any?(/z/)
p (1..20).grep(5..8), (1..20).grep(Integer).size, [1.0, 2, 3r].grep(Integer), [1, :a, "a"].grep(:a.class)
