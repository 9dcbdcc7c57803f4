# Methods made by define_method whose block takes exactly the arguments
# given run the block's frame as the method: self is the receiver, return,
# next and break end the method, yield and block_given? see the block of
# the scope the body was written in, outer locals are shared, arity
# errors, visibility, super, __method__, backtraces and deep recursion
# keep Ruby's rules, and a call site follows the method's redefinition.
# Expected output: CRuby 4.0.
class Counter
  def initialize = @n = 0
  define_method(:bump) { @n += 1 }
  define_method(:add) { |k| @n += k; self }
  define_method(:n) { @n }
end
c = Counter.new
3.times { c.bump }
p c.add(10).n

total = 0
obj = Object.new
obj.define_singleton_method(:collect) { |x| total += x }
obj.collect(2)
obj.collect(5)
p total

class Exits
  define_method(:ret) { |x| return x * 2; :never }
  define_method(:nxt) { |x| next x * 3; :never }
  define_method(:brk) { |x| break x * 4; :never }
end
e = Exits.new
p e.ret(1), e.nxt(1), e.brk(1)

def make_with_block
  Class.new do
    define_method(:given?) { block_given? }
  end
end
k = make_with_block { :outer }
p k.new.given?
p (make_with_block.new.given?)

class Base
  def greet(name) = "hello #{name}"
end
class Derived < Base
  define_method(:greet) { |name| super(name).upcase }
  define_method(:which) { __method__ }
end
p Derived.new.greet("ruby"), Derived.new.which

class Strict
  define_method(:one) { |a| a }
  define_method(:none) { :none }
end
s = Strict.new
[[], [1, 2]].each do |args|
  s.one(*args)
rescue ArgumentError => err
  p err.message
end
begin
  s.none(1)
rescue ArgumentError => err
  p err.message
end

class Hidden
  private define_method(:secret) { :s }
  define_method(:reveal) { secret }
end
p Hidden.new.reveal
begin
  Hidden.new.secret
rescue NoMethodError => err
  p err.message
end

class Raiser
  define_method(:fail_here) { |x| raise ArgumentError, "bad #{x}" }
end
begin
  Raiser.new.fail_here(7)
rescue ArgumentError => err
  p err.message
  p err.backtrace_locations.first.lineno, err.backtrace_locations.first.label
end

class Deep
  define_method(:down) { |n| n.zero? ? 0 : down(n - 1) + 1 }
end
p Deep.new.down(3000)
begin
  Deep.new.down(10_000_000)
rescue SystemStackError => err
  p err.class
end

class Changing
  define_method(:v) { 1 }
end
ch = Changing.new
def read_v(o) = o.v
p read_v(ch)
Changing.class_eval { define_method(:v) { 2 } }
p read_v(ch)
Changing.class_eval { def v = 3 }
p read_v(ch)
Changing.class_eval { define_method(:v) { |x = 4| x } }
p read_v(ch)

class Zsuper < Base
  define_method(:greet) { |name| super }
end
begin
  Zsuper.new.greet("x")
rescue RuntimeError => err
  p err.message
end

define_method(:at_top) { caller_locations(0, 1).first.label }
p at_top
