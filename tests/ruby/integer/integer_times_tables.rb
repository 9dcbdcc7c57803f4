# Nested iteration producing tables: times/upto combinations, each_with_object matrices, and formatted output
1.upto(5) { |i| puts (1..5).map { |j| (i * j).to_s.rjust(3) }.join }
pascal = [[1]]
5.times { pascal << [1, *pascal.last.each_cons(2).map(&:sum), 1] }
pascal.each { |row| puts row.join(" ").center(20) }
p pascal.map(&:sum), pascal.last.each_slice(2).to_a, 3.times.map { |i| 3.times.map { |j| i == j ? 1 : 0 } }
