# Nested fibers, Fiber.current, external enumerators built on fibers
outer = Fiber.new do
  inner = Fiber.new { Fiber.yield :inner_a; :inner_b }
  x = inner.resume
  Fiber.yield x
  y = inner.resume
  Fiber.yield y
  Fiber.current.alive?
end
p outer.resume, outer.resume, outer.resume
p Fiber.current.is_a?(Fiber), Fiber.current.equal?(Fiber.current)
e = [10, 20, 30].each_with_index
p e.next, e.peek, e.next, e.next
begin
  e.next
rescue StopIteration => ex
  p ex.message, ex.result
end
e.rewind
p e.next
gen = Enumerator.new do |y|
  a, b = 0, 1
  loop do
    y << a
    a, b = b, a + b
  end
end
p gen.take(8), gen.next, gen.next, gen.next
words = %w[a b c].each
p loop { print words.next }
puts
