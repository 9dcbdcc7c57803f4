# Class#new: the object, then its initialize with the arguments and block
# given, and the object as the value whatever initialize returns; each
# kind of class and of initialize, including the ones the interpreter
# enters directly.
class Point
  def initialize(x, y = x * 2)
    @x = x
    @y = y
    :ignored
  end
  attr_reader :x, :y
end
pts = [Point.new(1), Point.new(3, 4), Point.new(5)]
p pts.map { |pt| [pt.x, pt.y] }
p Point.new(1).class, Point.new(2).instance_variables

# Variables set in a different order, or only some of them, by later objects.
class Partial
  def initialize(which)
    @a = 1 if which.include?(:a)
    @b = 2 if which.include?(:b)
    @c = 3 if which.include?(:c)
  end
end
p Partial.new([:a, :b, :c]).instance_variables
p Partial.new([:c]).instance_variables
p Partial.new([]).instance_variables, Partial.new([:b]).instance_variable_defined?(:@a)
p Partial.new([:b, :a]).inspect.sub(/0x\h+/, "XX")

class Many
  def initialize = (@a, @b, @c, @d, @e = 1, 2, 3, 4, 5)
end
p Many.new.instance_variables.size, Many.new.instance_variable_get(:@e)

# A block, super, keywords, a splat, and an initialize that raises.
class Base
  def initialize(name)
    @name = name
  end
end
class Child < Base
  def initialize(name, &blk)
    super(name.upcase)
    @extra = blk&.call
  end
end
c = Child.new("kid") { :from_block }
p c.instance_variable_get(:@name), c.instance_variable_get(:@extra)
class Keyed
  def initialize(a, b: 2) = (@sum = a + b)
end
p Keyed.new(1).instance_variable_get(:@sum), Keyed.new(1, b: 5).instance_variable_get(:@sum)
args = [10, 20]
p Point.new(*args).y
class Failing
  def initialize(n)
    raise ArgumentError, "bad #{n}" if n > 1
  end
end
begin
  [0, 1, 2].each { |n| Failing.new(n) }
rescue ArgumentError => e
  p e.message, e.backtrace.first[/'.*'/]
end
begin
  Point.new
rescue ArgumentError => e
  p e.message
end

# new and allocate of a program's own, built-in bases, and odd classes.
module CountsNew
  def new(...)
    (@made ||= []) << :made
    super
  end
end
class CountedNew
  singleton_class.prepend(CountsNew)
  def initialize(v) = (@v = v)
end
2.times { CountedNew.new(1) }
p CountedNew.instance_variable_get(:@made), CountedNew.new(7).instance_variable_get(:@v)
class OwnAllocate
  def self.allocate = raise("not called by new")
  def initialize = (@ok = true)
end
p OwnAllocate.new.instance_variable_get(:@ok)
class MyArray < Array
  def initialize(n) = super(n, :x)
end
p MyArray.new(2), MyArray.new(1).class
class MyError < StandardError
  def initialize(msg = "custom") = super
end
p MyError.new.message
p BasicObject.new.class rescue p $!
begin
  Point.singleton_class.new
rescue TypeError => e
  p e.message
end
class Point
  def initialize(x) = (@x = -x)
end
p Point.new(4).x
