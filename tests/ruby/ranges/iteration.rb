# Range each/to_a/map/select/reverse_each/each_slice over integer and string ranges
(1..3).each { print _1 }
puts
(1...3).each { print _1 }
puts
p (1..5).map { _1 * 2 }, (1..10).select(&:even?), ("a".."e").to_a, ("aa".."ad").map(&:upcase)
(1..4).reverse_each { print _1 }
puts
p (1..10).each_slice(4).to_a, (1..0).to_a, (0...0).to_a
p ('A'..'Z').count, ('y'..'ab').to_a
p (1..Float::INFINITY).lazy.map { _1 * 2 }.select { _1 % 3 == 0 }.first(3)
