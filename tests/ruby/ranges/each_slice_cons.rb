# Ranges with each_slice/each_cons/each_with_index, sum/reduce, to_a, size/count and min/max
p (1..10).each_slice(3).to_a, (1..5).each_cons(2).map { |a, b| b - a }
p (1..4).each_with_index.to_a, (1..4).sum, (1..100).sum, (1...1).sum, (1..4).reduce(:*)
p (1..10).size, (1...10).size, (1.0..2.0).size rescue p $!.class
p ("a".."z").count, (1..10).count(&:even?), ('a'..'e').to_a.join
p (1..10).min, (1..10).max, (1...10).max, (1..0).min, (1..10).minmax
p (1..10).min(2), (1..10).max { |a, b| (a % 4) <=> (b % 4) }
p (1..3).to_a.reverse, (1..3).reverse_each.to_a, (1..3).entries
p (1..20).select { |i| i % 7 == 0 }, (1..3).inject { |s, x| s * 10 + x }
p (1..6).each_slice(2).map(&:sum), (1..3).zip(4..6)
