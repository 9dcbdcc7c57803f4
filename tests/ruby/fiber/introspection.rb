# Fiber#inspect, #blocking?, Fiber.blocking?, #backtrace,
# #backtrace_locations and #storage=.

def hide_address(text) = text.sub(/0x\h+/, "0xX")

def wait_here = Fiber.yield(:waiting)

# inspect: the block's location and the status
f = Fiber.new { wait_here; :done }
puts hide_address(f.inspect)
f.resume
puts hide_address(f.inspect)
puts hide_address(f.to_s)
puts hide_address(Fiber.current.inspect)

# backtrace of a suspended fiber: from the switch it waits in
puts f.backtrace
p f.backtrace(1)
p f.backtrace(1, 1)
p f.backtrace(0..1)
p f.backtrace(3)
p f.backtrace(4)
p f.backtrace_locations.map(&:lineno)
p f.backtrace_locations(0, 2).map(&:label)
p f.backtrace_locations.map(&:path).uniq
[-1, -2].each do |level|
  f.backtrace(level)
rescue ArgumentError => e
  p e
end
begin
  f.backtrace(0, -1)
rescue ArgumentError => e
  p e
end

# the current fiber: from the call of Fiber#backtrace
def where_am_i = Fiber.current.backtrace(0, 2)
p where_am_i
p Fiber.current.backtrace_locations(0, 1).map(&:label)
inner = Fiber.new { Fiber.current.backtrace }
p inner.resume

# a fiber suspended by a transfer, and one that resumed another
main = Fiber.current
t = Fiber.new { main.transfer(:back) }
p t.transfer
p t.backtrace.first
outer = Fiber.new do
  middle = Fiber.new { p outer.backtrace.first; Fiber.yield }
  middle.resume
end
outer.resume

# not started, ended
p Fiber.new { 1 }.backtrace
p Fiber.new { 1 }.backtrace_locations
p f.resume
p f.backtrace
p f.backtrace_locations
puts hide_address(f.inspect)

# blocking?
p Fiber.new { 1 }.blocking?
p Fiber.new(blocking: true) { 1 }.blocking?
p Fiber.current.blocking?
p Fiber.blocking?
p Fiber.new { Fiber.blocking? }.resume
p Fiber.new(blocking: true) { Fiber.blocking? }.resume

# a copy of a fiber refuses these too
copy = Fiber.new { 1 }.dup
[:inspect, :to_s, :backtrace, :backtrace_locations, :blocking?].each do |name|
  copy.public_send(name)
rescue FiberError => e
  p [name, e.message]
end

# storage=: a copy of the Hash, Symbol keys, only from the fiber itself
Fiber.current.storage = {a: 1}
p Fiber[:a]
given = {b: 2}
Fiber.current.storage = given
given[:c] = 3
p Fiber.current.storage
p Fiber.new { Fiber[:b] }.resume
begin
  Fiber.current.storage = 5
rescue TypeError => e
  p e
end
begin
  Fiber.current.storage = {"x" => 1}
rescue TypeError => e
  p e
end
Fiber.current.storage = nil
p Fiber.current.storage
p Fiber[:b]
begin
  Fiber.new { 1 }.storage = {}
rescue ArgumentError => e
  p e
end

# Fiber.blocking { }: the current fiber is blocking while the block runs
f = Fiber.new do
  r = Fiber.blocking { |fiber| [fiber.equal?(Fiber.current), Fiber.current.blocking?, Fiber.blocking?] }
  [r, Fiber.current.blocking?, Fiber.blocking?]
end
p f.resume
p Fiber.new { Fiber.blocking { 42 } }.resume
g = Fiber.new do
  Fiber.blocking { raise "inside" }
rescue => e
  [e.message, Fiber.current.blocking?]
end
p g.resume

# storage= warns only while experimental warnings are on
Warning[:experimental] = false
Fiber.current.storage = {quiet: true}
p Fiber[:quiet]
Warning[:experimental] = true
