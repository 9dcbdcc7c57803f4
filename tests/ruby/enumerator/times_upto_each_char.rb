# Built-in iterators: times/upto/downto/step/each_char/each_byte/each_line/each_with_index return values and enumerators
out = []
3.times { |i| out << i }
1.upto(3) { |i| out << i * 10 }
3.downto(1) { |i| out << -i }
0.step(6, 3) { |i| out << i + 100 }
"ab".each_char { |c| out << c }
"ab".each_byte { |b| out << b }
"x\ny".each_line { |l| out << l }
%w[p q].each_with_index { |s, i| out << "#{s}#{i}" }
p out
p 3.times.to_a, 1.upto(3).map { _1 ** 2 }, 3.downto(1).to_a, "ab".each_char.map(&:upcase), 4.times.sum
p 5.times.select(&:even?), 2.times.with_object([]).each { |i, acc| acc << i }, 3.times.each_slice(2).to_a
