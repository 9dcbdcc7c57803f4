# Range natives: construction, ends, min/max, size, membership, equality, text.
def err
  yield
rescue => e
  puts "#{e.class}: #{e.message}"
end
r = 1..10
x = 1...10
p r, x, (1..), (..5), (...5), ("a".."e"), (nil..nil), (1.5..2), Range.new(1, 3), Range.new(1, 3, true)
puts r.to_s, x.to_s, (1..).to_s, (..5).to_s, ("a".."e").to_s
p r.begin, r.end, r.first, r.last, x.last, r.first(3), x.last(3), r.last(20).size, (1..0).first(2), (1..).first(2)
p r.min, r.max, x.min, x.max, (5..1).min, (5..1).max, (1...1).max, (1..3.5).max, (1.0..2.5).min, (1.0..2.5).max
p r.min(2), r.max(3), x.max(2), ("a".."c").max, ("a"..."c").max, ("a".."c").min
p r.exclude_end?, x.exclude_end?, r.size, x.size, (1..).size, (5..1).size, (1..3.5).size, (1...3.0).size, ("a".."z").size
p r.include?(5), r.include?(10), x.include?(10), r.member?(0), r.include?(5.5), r.cover?(10), x.cover?(9.9)
p r === 3, r === "a", (1..) === 10**20, (..5) === -3, (1.0..2.0) === 1.5
p ("a".."e").include?("c"), ("a".."e").include?("bb"), ("a".."e") === "bb", ("a".."e").cover?("bb"), ("a"..."e").include?("e")
p ("aa".."ad").include?("ac"), ("aa".."ad").include?("ae"), ("a"..).include?("zz"), (.."m").include?("b")
p (1..10).cover?(2..5), (1..10).cover?(2..11), (1..10).cover?(1...11), (1...10).cover?(1..9), (1..).cover?(5..), (1..10).cover?(3..1)
p r == (1..10), r == x, r.eql?(1..10), r.eql?(1.0..10), r == (1.0..10), r.hash == (1..10).hash, r == [1]
p ("a".."e").first(2), ("y"..).first(3), ("08".."11").first(9), ("a"..."c").first(5)
p r.frozen?, Range.new(1, 2).frozen?, r.dup, r.dup == r
err { Range.new(1, "a") }
err { Range.new(Object.new, Object.new) }
err { (..5).first }
err { (1..).last }
err { (..5).min }
err { (1..).max }
err { (1...3.5).max }
err { r.first(-1) }
err { (1.5..2).first(1) }
