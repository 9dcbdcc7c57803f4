# Methods with a &block param (and maybe optional positional and keyword
# params) called with a block literal, a &proc, or no block: the param is
# the block as a Proc, the same Proc each time for a given Proc, or nil.

def take(&b) = b
p take.nil?
pr = proc { |x| x * 2 }
p take(&pr).equal?(pr)
t = take { |x| x + 1 }
p t.class, t.lambda?, t.call(41)
l = lambda { |x| x }
p take(&l).lambda?

def both(a, b = 10, scale: 1, &blk)
  v = blk ? blk.call(a + b) : a + b
  [v * scale, block_given?]
end
p both(1), both(1, 2), both(1) { |s| s * 100 }, both(1, scale: 3) { |s| -s }

def forward(&b) = [1, 2, 3].map(&b)
p forward(&:to_s), forward { |x| x * x }

def yield_and_param(&b)
  [yield(1), b.call(2), b.arity]
end
p yield_and_param { |x| x * 7 }

def count_calls(n, &b)
  n.times(&b)
  n
end
total = 0
p count_calls(4) { |i| total += i }, total

class Registry
  attr_reader :hooks
  def initialize(name = "r", &hook)
    @name = name
    @hooks = hook ? [hook] : []
  end
  def on(&hook) = (@hooks << hook; self)
end
r = Registry.new { :first }
r.on { :second }.on(&-> { :third })
p r.hooks.map(&:call), Registry.new.hooks

def recurse(n, &b) = n.zero? ? b.call(:done) : recurse(n - 1, &b)
p recurse(500) { |v| v }

def arity_of(&b) = b&.arity
p arity_of { |a, b| }, arity_of { |*a| }, arity_of

def ret_from(&b) = b.call
def caller_method
  ret_from { return :from_block }
  :after
end
p caller_method

def br(&b)
  [1, 2, 3].each(&b)
  :not_broken
end
p br { |x| break x * 100 if x == 2 }

def given(&b) = b
p given(&nil)
begin
  given(&1)
rescue TypeError => e
  puts e.message
end
o = Object.new
def o.to_proc = 5
begin
  given(&o)
rescue TypeError => e
  puts e.message
end
def o.to_proc = nil
begin
  given(&o)
rescue TypeError => e
  puts e.message
end
hidden = Object.new
class << hidden
  private def to_proc = proc { :private_to_proc }
end
p given(&hidden).call
ghost = Object.new
def ghost.method_missing(name, *) = name == :to_proc ? proc { :missing } : super
def ghost.respond_to_missing?(name, include_private = false) = name == :to_proc
p given(&ghost).call
