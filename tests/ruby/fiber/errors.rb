# FiberError cases and exceptions crossing resume
f = Fiber.new { 1 }
f.resume
begin
  f.resume
rescue FiberError => e
  p e.class, e.message
end
begin
  Fiber.yield # from the root fiber (the message differs between CRuby builds)
rescue FiberError => e
  p e.class
end
me = nil
selfish = Fiber.new { me.resume }
me = selfish
begin
  selfish.resume
rescue FiberError => e
  p e.message
end
boom = Fiber.new { raise ArgumentError, "from inside" }
begin
  boom.resume
rescue ArgumentError => e
  p e.message, boom.alive?
end
later = Fiber.new do
  begin
    Fiber.yield :first
  ensure
    puts "ensure ran"
  end
  :second
end
p later.resume, later.resume
