# String <=>, ==, eql?, equal?, hash equality; strings as hash keys are copied/frozen
a = "abc"
b = "ab" + "c"
p a == b, a.eql?(b), a.equal?(b), a.hash == b.hash
p "a" <=> "b", "b" <=> "a", "a" <=> "a", "a" <=> "ab", "B" <=> "a", "a" <=> 1
p "abc" == :abc, "1" == 1
k = +"key"
h = { k => 1 }
k << "!"
p h, h["key"], h.keys.first.frozen?
p %w[banana Apple cherry].sort, %w[banana Apple cherry].sort_by(&:downcase)
p "abc".between?("abb", "abd")
p ["b", "a"].max, "z" > "aaa"
