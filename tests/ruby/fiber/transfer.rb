# Fiber#transfer: a ring of fibers passing control, values through transfer, errors
log = []
main = Fiber.current
a = b = nil
a = Fiber.new do |x|
  log << [:a, x]
  y = b.transfer(x + 1)
  log << [:a_again, y]
  main.transfer(:done)
end
b = Fiber.new do |x|
  log << [:b, x]
  a.transfer(x * 10)
end
p a.transfer(1)
p log
begin
  a.resume
rescue FiberError => e
  p e.message
end
p Fiber.current.transfer(:self)
