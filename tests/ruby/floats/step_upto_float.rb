# Numeric#step with float steps, negative steps, by:/to: keywords, and sizes; exactness of float accumulation
p 1.0.step(2.0, 0.1).to_a.size, 1.0.step(2.0, 0.1).to_a.last, 0.step(1, 0.25).to_a
p 10.step(1, -3).to_a, 1.step(by: 2, to: 9).to_a, 5.step(1).to_a, 1.step(3).size
p 0.1.step(0.5, 0.1).map { |x| x.round(2) }, (0.0).step(1.0, 1.0 / 3).to_a.size
r = []
1.5.step(3) { |x| r << x }
p r
p 1.step(10, 3).class, 1.step(10, 3).size, (1.0..2.0).step(0.5).size, 1.upto(4).select(&:even?)
e = 1.step
p e.first(3), e.class
