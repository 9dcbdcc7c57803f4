# super with and without arguments, and calls passing &proc or &nil: the
# block reaches the callee (the method's own block for super), defaults
# of the superclass method run, and super from a block or an alias finds
# the same method.

class Base
  def greet(name, punct = "!") = "hello #{name}#{punct}"
  def each_twice
    return :no_block unless block_given?
    yield 1
    yield 2
  end
  def info(tag = :base, &blk) = [tag, blk&.call]
  def kw(a, scale: 2) = a * scale
  private def secret(x) = x * 100
end

class Child < Base
  def greet(name, punct = "?")
    super + " / " + super(name.upcase)
  end
  def each_twice
    got = []
    super { |v| got << v * 10 }
    got + [super()]
  end
  def info(tag = :child, &blk)
    [super, super(), super(:explicit), super(&nil), super(:lit) { :literal }]
  end
  def kw(a, scale: 3) = super(a)
  def secret(x) = super + 1
  def in_block(v) = [1].map { |i| secret(v + i) }
end

c = Child.new
puts c.greet("ann")
p c.each_twice
p c.info { :given }
p c.info
p c.kw(5)
p c.secret(2), c.in_block(3)

module Loud
  def greet(name, punct = "!!") = super.upcase
end
class Louder < Child
  include Loud
  def greet(name) = "<" + super + ">"
end
puts Louder.new.greet("bo")

class Aliased < Base
  def greet(name, punct = ".") = "aliased " + super
  alias salute greet
end
puts Aliased.new.salute("cy")

def pass_along(&b) = run_it(&b)
def run_it = block_given? ? yield(7) : :none
p pass_along { |x| x * 6 }, pass_along, pass_along(&nil)
doubler = proc { |x| x * 2 }
p run_it(&doubler), run_it(&:succ.to_proc)
l = ->(x) { x + 1 }
p run_it(&l)

def counted(&b) = b
first = counted(&doubler)
p first.equal?(doubler)

class Deep
  def down(n, &b) = n.zero? ? b.call(:bottom) : down(n - 1, &b)
end
p Deep.new.down(1000) { |v| v }

class Top
  def depth(n) = n
end
class Mid < Top
  def depth(n) = n.zero? ? super : depth(n - 1)
end
p Mid.new.depth(1500)
