# include?/member?/cover?/=== on numeric, string, endless and beginless ranges
r = 1..10
p r.include?(5), r.include?(10), (1...10).include?(10), r.include?(5.5), r.cover?(2..3), r.cover?(0..3)
p ("a".."z").include?("m"), ("a".."z").cover?("mm"), ("a".."z").include?("mm")
p (1..).include?(10**20), (..0).cover?(-5), (..0).include?(1)
p r === 3, (1..3) === 3.5, Range === r
p (1.5..2.5).include?(2), (Time.at(0)..Time.at(10)).cover?(Time.at(5))
p r.to_a.include?(11), r.exclude_end?, r.eql?(1..10), r.eql?(1.0..10)
p (1..10).cover?(1...11), (1...10).cover?(1..9), ("a".."c").to_a.include?("bb")
p (1..10) === 10.5, (1...10.0).include?(9.99), (0.1..0.3).cover?(0.1 + 0.2)
