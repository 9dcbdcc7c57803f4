# Fiber#transfer hands over nil, one value, or several as an Array, in both
# directions, to a fiber's start and to a suspended fiber; a fiber that ends
# returns its value to the main fiber.
main = Fiber.current
f = Fiber.new do |*first|
  p [:started_with, first]
  p [:got, main.transfer]
  p [:got, main.transfer(1, 2)]
  p [:got, main.transfer(:x)]
  p [:got, main.transfer([:in, :array])]
  :finished
end
p f.transfer(:a, :b)
p f.transfer
p f.transfer(3, 4)
p f.transfer([5])
p f.transfer(6, 7, 8)
p f.alive?
begin
  f.transfer
rescue FiberError => e
  p e.message
end
# A fiber that a ring of transfers keeps passing through, with values.
ring = []
main = Fiber.current
fibers = Array.new(3) do |i|
  Fiber.new do |v|
    loop { v = (i == 2 ? main : ring[i + 1]).transfer(v + [i]) }
  end
end
ring.concat(fibers)
p ring[0].transfer([])
p ring[0].transfer([:again])
# Refusals, with CRuby's messages: a fiber suspended in Fiber.yield, a
# finished fiber, a fiber waiting on the fiber it resumed.
yielder = Fiber.new { Fiber.yield; :resumed_again }
yielder.resume
begin
  yielder.transfer
rescue FiberError => e
  p e.message
end
p yielder.resume
finished = Fiber.new { :done }
p finished.resume
begin
  finished.transfer(1)
rescue FiberError => e
  p e.message
end
outer = Fiber.new do
  inner = Fiber.new do
    begin
      outer.transfer
    rescue FiberError => e
      p e.message
    end
    :inner_done
  end
  inner.resume
end
p outer.resume
p Fiber.new { Fiber.current.transfer(1, 2) }.resume
