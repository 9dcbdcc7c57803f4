# Ractor.select over Ractors and Ports, send with move: (the original becomes
# a moved object), monitor (:exited / :aborted), shareable_proc,
# close_outgoing.
# expected output written by hand (checked against CRuby's Ractor, Ruby 4.0's
# formats): the reference CRuby 4.0 on WASI has no Ractor.
Warning[:experimental] = false
a = Ractor.new { Ractor.yield :first; Ractor.receive }
b = Ractor.new { Ractor.receive; :b_end }
r, v = Ractor.select(a, b)
p r == a, v
b << :go
r, v = Ractor.select(a, b)
p r == b, v
a << :a_end
p a.take
port = Ractor::Port.new
c = Ractor.new(port) { |pt| sleep 0.01; pt << :via_port; :c_end }
r, v = Ractor.select(port)
p r == port, v
p c.value
s = +"moved"
echo = Ractor.new { Ractor.receive.upcase }
echo.send(s, move: true)
p echo.take
begin
  s.size
rescue Ractor::MovedError => e
  p e.message
end
inner = +"inner"
outer = [inner, 1]
shut = Ractor::Port.new
shut.close
p((shut.send(outer, move: true) rescue $!.class), outer.size) # closed: nothing moves
mover = Ractor.new { Ractor.receive }
mover.send(outer, move: true)
p mover.take
p((outer.size rescue $!.class), (inner.upcase rescue $!.class))
mon = Ractor::Port.new
m = Ractor.new { Ractor.receive }
m.monitor(mon)
m << 1
p mon.receive
bad = Ractor.new { Thread.current.report_on_exception = false; raise "x" }
bad.monitor(mon)
p mon.receive
sp = Ractor.shareable_proc { |x| x * 2 }
p Ractor.shareable?(sp), Ractor.new(sp) { |f| f.call(21) }.take
y = Ractor.new do
  Ractor.yield 1
  begin
    Ractor.yield 2
  rescue Ractor::ClosedError
    :closed
  end
end
p y.take
y.close_outgoing
p((y.take rescue $!.class))
p y.value
