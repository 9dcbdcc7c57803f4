# Block literals given by one frame call after call, and by different frames
# at the same depth: each block sees its own frame's self, locals, block,
# method and constant scope, and a refinement the frame activated between
# two of its calls.

class Greeter
  def initialize(name) = @name = name
  def each_name = yield(@name)
  def collect
    out = []
    3.times { |i| each_name { |n| out << "#{n}#{i}" } }
    out
  end
end

def call_with(obj) = obj.each_name { |n| [self.class, n, __method__] }

p Greeter.new("a").collect
p Greeter.new("b").collect
p call_with(Greeter.new("c"))

# Same depth, different frames, different selves and locals.
def run_block = yield
class Left
  def go(x) = run_block_here { [self.class, x] }
  def run_block_here = yield
end
class Right
  def go(x) = run_block_here { [self.class, x * 2] }
  def run_block_here = yield
end
p Left.new.go(1), Right.new.go(2), Left.new.go(3)

# A method that receives a block and gives one of its own in a loop: the
# inner blocks yield to the outer block of their frame.
def relay
  r = []
  2.times { |i| r << run_block { yield(i) } }
  r
end
p relay { |i| i + 10 }
p relay { |i| i * 3 }

# Blocks taken as objects in a loop are distinct Procs with their own values.
def keep(&b) = b
procs = (1..3).map { |i| keep { i * 100 } }
p procs.map(&:call)
p procs.uniq.size

# `using` between two calls of the same frame: the later block sees the
# refinement, the earlier block's call did not.
module Shout
  refine String do
    def shout = upcase + "!"
  end
end
results = []
results << run_block { "x".respond_to?(:shout) ? "x".shout : "plain" }
begin
  results << run_block { "x".shout }
rescue NoMethodError => e
  results << e.class
end
using Shout
results << run_block { "x".shout }
p results

# Constants resolve in each block's own lexical scope.
module Outer
  NAME = "outer"
  def self.name_in_block = ::Object.send(:run_block) { NAME }
end
module Inner
  NAME = "inner"
  def self.name_in_block = ::Object.send(:run_block) { NAME }
end
p [Outer.name_in_block, Inner.name_in_block, Outer.name_in_block]

# Recursion: each level's block belongs to its own frame.
def nest(n)
  return [n] if n == 0
  run_block { [n] + nest(n - 1) }
end
p nest(4)
