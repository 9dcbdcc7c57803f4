# Random::Formatter: Random and its instances include it (hex, uuid... from
# random/formatter.rb reach them), random_number is rand that falls back to
# a Float for no limit, a limit that is not positive or an empty range, and
# an object that only has bytes(n) gets random_number and rand from it.
require "random/formatter"

def show(label)
  value = yield
  puts "#{label}: #{value.class}"
rescue => e
  puts "#{label}: #{e.class} #{e.message}"
end

p Random.include?(Random::Formatter), Random.singleton_class.include?(Random::Formatter)
r = Random.new(42)
p r.hex(4).size, Random.hex(3).size, r.uuid.size, r.alphanumeric(6).size
show("Random.rand(0)") { Random.rand(0) }
show("Random.random_number(0)") { Random.random_number(0) }
show("Random.random_number(-1)") { Random.random_number(-1) }
show("r.rand(0)") { r.rand(0) }
show("r.random_number(0)") { r.random_number(0) }
show("r.random_number(-2.5)") { r.random_number(-2.5) }
show("r.random_number(nil)") { r.random_number(nil) }
show("r.rand(nil)") { r.rand(nil) }
show("r.random_number(3..1)") { r.random_number(3..1) }
show("r.random_number(1..3)") { r.random_number(1..3) }
show("r.random_number('x')") { r.random_number("x") }
show("r.rand('x')") { r.rand("x") }

# A source of bytes counting up: what random_number makes of them.
class Counter
  include Random::Formatter

  def initialize = @next = 0

  def bytes(n)
    Array.new(n) { (@next += 37) & 0xff }.pack("C*")
  end
end
c = Counter.new
p 10.times.map { c.random_number(100) }.all? { |n| n.is_a?(Integer) && (0...100).cover?(n) }
p 10.times.map { c.rand }.all? { |f| f.is_a?(Float) && f >= 0 && f < 1 }
p 10.times.map { c.random_number(5..7) }.all? { |n| (5..7).cover?(n) }
p c.random_number(2.5).between?(0, 2.5), c.random_number(0).class, c.hex(2).size
