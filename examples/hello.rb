# A first taste: blocks, string interpolation, hashes and big integers.
langs = { ruby: 1995, garnet: 2026 }
langs.each { |name, year| puts "#{name.to_s.capitalize} appeared in #{year}" }
puts "2**100 = #{2**100}"
puts "0.1 + 0.2 = #{0.1 + 0.2}"
squares = (1..10).map { it * it }
puts "squares: #{squares.inspect}"
puts "sum of even squares: #{squares.select(&:even?).sum}"
