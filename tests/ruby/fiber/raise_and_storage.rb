# Fiber#raise into a suspended fiber, and fiber storage inherited by new fibers
f = Fiber.new do
  begin
    Fiber.yield :waiting
  rescue ArgumentError => e
    Fiber.yield [:rescued, e.message]
  end
  :finished
end
p f.resume, f.raise(ArgumentError, "wake up"), f.resume, f.alive?
g = Fiber.new { Fiber.yield }
g.resume
begin
  g.raise(IOError, "not handled")
rescue IOError => e
  p e.class, e.message, g.alive?
end
begin
  Fiber.new { }.raise
rescue FiberError => e
  p e.message
end
Fiber[:request] = "r1"
child = Fiber.new { Fiber[:request] = "changed in child"; [Fiber[:request], Fiber[:missing]] }
p child.resume, Fiber[:request]
isolated = Fiber.new(storage: {trace: 7}) { [Fiber[:request], Fiber[:trace]] }
p isolated.resume
