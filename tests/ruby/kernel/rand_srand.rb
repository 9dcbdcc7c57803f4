# rand/srand/Random: only generator-independent checks (ranges, types, reproducibility after srand)
100.times do
  r = rand
  raise "bad float" unless r.is_a?(Float) && r >= 0 && r < 1
  i = rand(10)
  raise "bad int" unless i.is_a?(Integer) && (0...10).cover?(i)
  k = rand(3..5)
  raise "bad range" unless (3..5).cover?(k)
end
puts "ranges ok"
srand(1234)
a = Array.new(5) { rand(1000) }
srand(1234)
b = Array.new(5) { rand(1000) }
p a == b
r1 = Random.new(42)
r2 = Random.new(42)
p r1.rand(100) == r2.rand(100), r1.rand.class, r1.seed
p rand(1.5).class, rand(0).class, Random.rand(5).between?(0, 4)
p [1, 2, 3].shuffle(random: Random.new(7)).sort, [1, 2, 3].sample(random: Random.new(3)).between?(1, 3)
p srand(5).is_a?(Integer), srand == 5
