# times, upto, downto, step (int and float), with and without blocks
3.times { |i| print i, " " }
puts
p 3.times.to_a, 0.times.to_a
1.upto(4) { |i| print i }
puts
4.downto(1) { |i| print i }
puts
p 1.upto(3).map { _1 * 2 }, 5.downto(7).to_a
1.step(10, 3) { |i| print i, "," }
puts
p 10.step(1, -4).to_a
p 1.0.step(2.0, 0.5).to_a
p 1.step(by: 2, to: 7).to_a
r = 5.times.map { |i| i * i }
p r, 3.times.sum
