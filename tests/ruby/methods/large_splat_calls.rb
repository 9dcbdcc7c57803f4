# Splats of tens of thousands of items: the register stack grows to take
# them, and the call, yield or super that follows sees every item (the
# interpreter reloads its registers after the stack moved).

def count(*items) = [items.size, items.first, items.last]
big = Array.new(50_000) { |i| i * 2 }
p count(*big)

def one(x) = x
begin
  one(*big)
rescue ArgumentError => e
  puts e.message
end

def yielder(values) = yield(*values)
p yielder(Array.new(60_000, :v)) { |*r| [r.size, r.uniq] }

class Base
  def gather(*a) = a.size
end
class Twice < Base
  def gather(*a) = super(*a, *a)
end
p Twice.new.gather(*Array.new(40_000, 0))

def nested(depth, items) = depth.zero? ? count(*items) : nested(depth - 1, items)
p nested(200, Array.new(30_000) { |i| "s#{i}" })
p count(*Array.new(300_000, 1)).first
