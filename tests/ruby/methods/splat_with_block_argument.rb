# f(*x, &b) and f(...): what the callee gets when a block argument's to_proc
# or the callee itself changes the splatted Array, and the order of to_a and
# to_proc; expected output from CRuby 4.0.
def show(*args, **kw, &blk)
  args << :added
  p [args, kw, blk && blk.call]
end

x = [1, 2]
b = proc { :block }
show(*x, &b)
p x

class Sneaky
  def initialize(target) = @target = target
  def to_proc
    @target << :from_to_proc
    proc { :sneaky }
  end
end
y = [3]
show(*y, &Sneaky.new(y))
p y
sneaky = Sneaky.new(y)
show(*y, &sneaky)
p y

log = []
splatted = Object.new
splatted.define_singleton_method(:to_a) { log << :to_a; [4] }
blocker = Object.new
blocker.define_singleton_method(:to_proc) { log << :to_proc; proc { :ok } }
show(*splatted, &blocker)
p log

show(*nil, &nil)
show(*5, &b)

def forward(...) = show(...)
z = [5, 6]
forward(*z, k: 1) { :fwd }
p z
forward
forward(7, &b)

def forward_twice(...) = forward(...)
forward_twice(8, 9, k: 2) { :twice }

def takes_block(*rest, &blk) = show(*rest, &blk)
takes_block(10) { :plain }
takes_block(*[11, 12])

def anonymous(*, &) = show(*, &)
anonymous(13) { :anon }

# Keywords passed as a Hash stay whole while a block argument's to_proc collects.
def keywords_and_block(**kw, &blk) = p [kw, blk.call]
collector = Object.new
collector.define_singleton_method(:to_proc) do
  GC.start
  Array.new(1000) { {x: 1} }
  GC.start
  proc { :collected }
end
keywords_and_block(a: 1, b: [2], &collector)
