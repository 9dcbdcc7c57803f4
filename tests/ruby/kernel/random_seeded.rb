# Random.new(seed): rand with integers, ranges and floats, bytes size, seed, and shuffle/sample with random:
r = Random.new(42)
p r.rand(100), r.rand(100), r.rand(1..6), r.rand(10...20), r.seed
p Random.new(42).rand(100) == Random.new(42).rand(100)
r2 = Random.new(2024)
p 5.times.map { r2.rand(1000) }
p Random.new(7).rand.round(10), Random.new(7).rand(2.5).round(10), Random.new(7).rand(1.0..2.0).round(10)
p [1, 2, 3, 4, 5].shuffle(random: Random.new(1)), [1, 2, 3, 4, 5].sample(random: Random.new(9))
p (1..10).to_a.sample(3, random: Random.new(3)), Random.new(5).bytes(4).bytesize
p Random.new(123).rand(2**70) < 2**70, Random.new(0).rand(1), Random.new(99).rand(-5..5)
begin
  Random.new(1).rand(0)
rescue ArgumentError => e
  p e.message
end
begin
  Random.new(1).rand(-3)
rescue ArgumentError => e
  p e.message
end
a = Random.new(77)
b = a.dup
p a.rand(50) == b.rand(50)
srand(10)
x = rand(1000)
srand(10)
p rand(1000) == x, Random.rand(5).between?(0, 4)
