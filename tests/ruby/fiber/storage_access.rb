# Fiber storage: none until a value is stored, copied into new fibers,
# readable only from its own fiber; a copy of a fiber has none to give.
p Fiber[:x]
p Fiber.current.storage
Fiber[:y] = 2
p Fiber.current.storage
s = Fiber.current.storage
s[:z] = 3
p Fiber[:z]
p Fiber.new { Fiber.current.storage }.resume
p Fiber.new(storage: nil) { [Fiber.current.storage, Fiber[:y]] }.resume
p Fiber.new(storage: {k: 1}) { Fiber.current.storage }.resume
f = Fiber.new { }
begin; p f.storage; rescue => e; p [e.class, e.message]; end
begin; Fiber.new { }.dup.storage; rescue => e; p [e.class, e.message]; end
