# Fiber basics: values in and out of resume/yield, alive?, the block's return value
f = Fiber.new do |a, b|
  c = Fiber.yield(a + b)
  d = Fiber.yield(c * 2, :two)
  [d, :end]
end
p f.alive?
p f.resume(1, 2)
p f.resume(10)
p f.resume
p f.alive?
g = Fiber.new { Fiber.yield; Fiber.yield(nil); 42 }
p g.resume, g.resume, g.resume, g.alive?
counter = Fiber.new do
  n = 0
  loop { n = Fiber.yield(n) + n }
end
counter.resume
p (1..5).map { |i| counter.resume(i) }
