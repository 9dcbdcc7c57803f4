# Attribute readers and writers, and @ivar reads in methods, on objects whose
# variables sit at different slots: one reader shared by classes of
# different layouts, unset and removed variables, frozen receivers, and
# Fibers (whose variables are kept outside the object).

module Named
  attr_accessor :name
  def name_via_ivar = @name
end

class A
  include Named
  def initialize(n) = (@name = n)
end

class B
  include Named
  def initialize(n)
    @other = :first
    @name = n
  end
end

class C
  include Named
end

objects = [A.new("a"), B.new("b"), C.new, A.new("a2"), B.new("b2")]
3.times do
  p objects.map(&:name)
  p objects.map(&:name_via_ivar)
end

objects.each_with_index { |o, i| o.name = "n#{i}" }
p objects.map(&:name)
p objects.map { |o| o.instance_variables }

c = C.new
p c.name
c.instance_variable_set(:@name, :set)
p c.name
c.remove_instance_variable(:@name)
p c.name
p c.name_via_ivar

frozen = A.new("ice").freeze
p frozen.name
begin
  frozen.name = "melt"
rescue => e
  p e.class
  puts e.message.sub(/0x\h+/, "0x...")
end
p frozen.name

copy = B.new("orig").dup
copy.name = "copy"
p copy.name

class Fiber
  attr_accessor :label
end
fibers = Array.new(3) { |i| f = Fiber.new { Fiber.current.label }; f.label = "fiber #{i}"; f }
p fibers.map(&:label)
p fibers.map(&:resume)
p Fiber.new {}.label

# A reader called many times across a change of layout of its class.
class Grow
  attr_reader :v
  def initialize = (@v = 1)
  def add_before = (@w = 2)
end
g1 = Grow.new
sum = 0
20_000.times { sum += g1.v }
p sum
g2 = Grow.new
g2.add_before
p [g1.v, g2.v]
