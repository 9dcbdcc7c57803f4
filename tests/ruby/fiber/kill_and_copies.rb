# Fiber#kill: a suspended fiber ends running its ensure clauses (rescue does
# not see it), a fiber not started just ends, the current fiber ends from
# its call; kill answers self, then false. A copy of a fiber (dup, clone)
# is uninitialized: every method refuses it.
f = Fiber.new do
  begin
    Fiber.yield 1
    puts "not reached"
  rescue Exception => e
    puts "rescued #{e.class}"
  ensure
    puts "ensure ran"
  end
  puts "after"
  :end
end
p f.resume
r = f.kill
p r.equal?(f)
p f.alive?
p f.kill.equal?(f)
g = Fiber.new { puts "never" }
p g.kill.equal?(g)
p g.alive?
begin
  g.resume
rescue FiberError => e
  p e.message
end
h = Fiber.new do
  begin
    Fiber.current.kill
    puts "not after self kill"
  ensure
    puts "self ensure"
  end
end
p h.resume
p h.alive?
# a fiber that left a fiber it resumed suspended
outer = Fiber.new do
  inner = Fiber.new { Fiber.yield :inner_yield; :inner_end }
  p inner.resume
  Fiber.yield :outer_yield
  :outer_end
end
p outer.resume
p outer.kill.equal?(outer)
p outer.alive?
# an ensure clause that prints
k = Fiber.new do
  begin
    Fiber.yield :a
  ensure
    puts "in ensure"
  end
end
k.resume
p k.kill.alive?
# an ensure clause that raises: the error reaches the caller of kill
m = Fiber.new do
  begin
    Fiber.yield
  ensure
    raise "boom in ensure"
  end
end
m.resume
begin
  m.kill
rescue => e
  p [e.class, e.message]
end
p m.alive?
# kill a transferring fiber
main = Fiber.current
t = Fiber.new { main.transfer :t1; :t_end }
p t.transfer
p t.kill.equal?(t)
p t.alive?
# killed from another fiber
a = Fiber.new { Fiber.yield :y; :never }
a.resume
b = Fiber.new { p a.kill.equal?(a); :b_done }
p b.resume
p a.alive?
# an ensure clause that yields: kill returns there; the fiber ends when
# resumed
c = Fiber.new do
  begin
    Fiber.yield :first
  ensure
    Fiber.yield :from_ensure
    puts "ensure finished"
  end
end
p c.resume
p c.kill.equal?(c)
p c.alive?
p c.resume
p c.alive?
# catch does not stop a kill
d = Fiber.new do
  catch(:t) do
    begin
      Fiber.yield 1
    ensure
      puts "d ensure"
    end
  end
  puts "after catch (not reached)"
end
d.resume
p d.kill.alive?
# what kill answers, twice: killed while suspended, not started, ended
f = Fiber.new { Fiber.yield 1 }
f.resume
p f.kill.class
p f.kill.class
g = Fiber.new { }
p g.kill.class
p g.kill.class
p (Fiber.new { Fiber.current.kill; 5 }.resume)
# copies
x = Fiber.new { 1 }.dup
begin; x.kill; rescue => e; p [e.class, e.message]; end
begin; x.transfer; rescue => e; p [e.class, e.message]; end
begin; x.raise "a"; rescue => e; p [e.class, e.message]; end
q = Fiber.new { Fiber.yield 2 }
q.resume
r = Fiber.new { q.kill; :r_done }
p r.resume
p q.alive?
done = Fiber.new { :x }
done.resume
p done.kill.class
p done.kill.class
y = Fiber.new { :from_original }
z = y.clone
begin; z.resume; rescue FiberError => e; p e.message; end
begin; z.alive?; rescue FiberError => e; p e.message; end
p y.resume
