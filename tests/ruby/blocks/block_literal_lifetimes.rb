# A block literal given to a method lives as long as the call, unless Ruby
# code keeps it: taken as &blk, wrapped in a lambda or binding that outlives
# the call, or handed to a built-in method that stores it. Every way of
# keeping it must give a Proc that still works after the call returned.

def take(&b) = b
def twice(&b) = [b, b]
def call_later(&b) = -> { b.call + 1 }
def yield_later = -> { yield * 2 }
def scope_later(x) = binding
def pass_on(&b) = take(&b)

a = take { :kept }
p a.call
p a.class, a.lambda?
one, other = twice { 1 }
p one.equal?(other)
p take { 1 }.equal?(take { 1 })
p pass_on { :passed }.call
p call_later { 41 }.call
p yield_later { 21 }.call

# A block keeps its captured variables after the call.
counter = 0
inc = take { counter += 1 }
3.times { inc.call }
p counter

# yield through several methods, each giving a block to the next.
def inner = yield(1) + yield(2)
def middle = inner { |x| yield(x * 10) }
def outer = middle { |y| yield(y + 1) }
p(outer { |z| z * 2 })

# A lambda made inside a block that was itself given to a method.
def make_adders = [1, 2, 3].map { |n| ->(x) { yield(x) + n } }
adders = make_adders { |x| x * 100 }
p adders.map { |l| l.call(1) }

# Blocks given at many depths, each yielding to the one below.
def nest(depth, &blk)
  return blk.call(0) if depth == 0
  nest(depth - 1) { |v| blk.call(v + 1) }
end
p nest(2000) { |v| v }

def nest_yield(depth)
  return yield(0) if depth == 0
  nest_yield(depth - 1) { |v| yield(v + 1) }
end
p nest_yield(2000) { |v| v }

# break, next and return from blocks given to Ruby methods.
def each_pair_of(list)
  list.each_slice(2) { |pair| yield pair }
  :finished
end
p(each_pair_of([1, 2, 3, 4]) { |pr| break pr.sum if pr.first == 3 })
p(each_pair_of([1, 2]) { |pr| next 0 })
def first_big(list)
  each_pair_of(list) { |pr| return pr if pr.sum > 5 }
  nil
end
p first_big([1, 2, 3, 4, 5, 6])
p first_big([1, 1])

# Built-in methods that store the block they are given.
class Greeter
  define_method(:hello) { |name| "hello #{name}" }
end
p Greeter.new.hello("you")
h = Hash.new { |hash, k| hash[k] = k * 2 }
p h[21]
e = Enumerator.new { |y| y << 1 << 2 }
p e.to_a
f = Fiber.new { |x| Fiber.yield(x + 1); :done }
p f.resume(1), f.resume

# A binding taken in a method called with a block still yields to it.
def with_binding = binding
bd = with_binding { :from_binding }
p bd.eval("yield")
p bd.eval("block_given?")

# super passes the block on, implicitly and explicitly.
class Base
  def run = yield(:base)
end
class Derived < Base
  def run = super
end
class Explicit < Base
  def run(&b) = super(&b)
end
p(Derived.new.run { |x| [x, :derived] })
p(Explicit.new.run { |x| [x, :explicit] })

# instance_exec and instance_eval run a block with another self.
def with_self(obj, &b) = obj.instance_exec(5, &b)
p with_self("str") { |n| size + n }
p(take { self }.call.equal?(self))

# A block given to a method that collects garbage while the call runs.
def collect_inside = (GC.start; yield)
words = %w[a b c]
p(collect_inside { words.map(&:upcase) })
kept = []
5.times { |i| kept << take { "block #{i}" } }
GC.start
p kept.map(&:call)

# Fibers whose bodies give blocks to methods, suspended inside them.
fibers = Array.new(3) { |i| Fiber.new { loop { Fiber.yield i } } }
p fibers.map(&:resume), fibers.map(&:resume)
walker = Fiber.new { [10, 20].each { |x| Fiber.yield x }; :end }
p walker.resume, walker.resume, walker.resume

# Fibers suspended inside a block they gave: what the block captured
# survives collections while they wait.
suspended = Array.new(3) do |i|
  word = "word #{i}" * 2
  Fiber.new { [1, 2].each { |n| Fiber.yield "#{word}/#{n}" } ; :over }
end
p suspended.map(&:resume)
GC.start
garbage = Array.new(10_000) { |i| "garbage #{i}" }
GC.start
p suspended.map(&:resume), suspended.map(&:resume), garbage.size
