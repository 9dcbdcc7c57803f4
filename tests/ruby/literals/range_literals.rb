# Range literals: inclusive, exclusive, endless, beginless
r1 = 1..5
r2 = 1...5
p r1, r2, r1.to_a, r2.to_a
p (1..), (..5), (nil..nil)
p (1..).first(3)
p (1..nil).end, (..5).begin
p ('a'..'e').to_a
p (1.0..2.0).include?(1.5)
p r1.exclude_end?, r2.exclude_end?
p (5..1).to_a
p (1..10).step(3).to_a
p Range.new(1, 3, true)
p (1..3) == (1..3), (1..3) == (1...3)
p (1..3).hash == (1..3).hash
