# Range#step, %, size/count, sum (closed form and float), min/max, first/last
p (1..10).step(3).to_a, (1.0..2.0).step(0.25).to_a, ((1..10) % 4).to_a
p (1..10).size, (1...10).size, (1..0).size, (1..).size
begin
  (1.0..3.5).size
rescue TypeError => e
  p e.message
end
p (1..100).sum, (1...100).sum, (1..10).sum { _1 * _1 }, (1..0).sum
p (1..10).min, (1..10).max, (1...10).max, (1..10).minmax, (5..1).max
p (1..10).first, (1..10).first(3), (1..10).last(3), (1..10).count(&:even?)
p ("a".."c").size, (1..3.5).to_a
