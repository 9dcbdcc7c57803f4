# Integer#times/upto/downto returning enumerators in chains, nested iteration producing tables
p 5.times.map { _1 * _1 }, 3.times.to_a.reverse, 1.upto(5).select(&:even?), 5.downto(1).each_slice(2).to_a
table = 1.upto(3).map { |i| 1.upto(3).map { |j| i * j } }
table.each { puts _1.map { |v| v.to_s.rjust(3) }.join }
p 4.times.each_with_object([]) { |i, acc| acc << i if i.odd? }
p 3.times.zip(3.times.map { _1 * 10 }), 0.times.map { :never }
acc = []
3.times { |i| 2.times { |j| acc << "#{i}#{j}" } }
p acc, acc.size
p 10.downto(7).with_index.map { |v, i| v * i }, 1.upto(3).inject(:*)
p 2.step(10, 4).map { _1 }, 4.times.select(&:even?).sum
