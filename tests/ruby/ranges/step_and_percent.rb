# Range#step and % (arithmetic sequences), Integer#step, float steps and their inspect/size
p (1..10).step(3).to_a, (1...10).step(3).to_a, ((1..10) % 4).to_a, (1..10).step(3)
p (1.0..2.0).step(0.25).to_a, (0..1).step(0.5).map { |x| x * 2 }
p 1.step(10, 4).to_a, 10.step(1, -3).to_a, 1.0.step(2.0, 0.5).to_a
p (1..10).step(3).size, (1..).step(5).first(3), (1..10).step(2).sum
p ((1..10) % 3).class, (1..10).step(3) == ((1..10) % 3)
p ("a".."e").step(2).to_a, 0.step(by: 5, to: 20).to_a
r = []
(0..6).step(2) { |i| r << i }
p r
begin
  (1..5).step(0).to_a
rescue ArgumentError => e
  p e.message
end
p (1..2).step(0.5).size, 1.step(2, 0.5).size, (10..1).step(2).to_a
