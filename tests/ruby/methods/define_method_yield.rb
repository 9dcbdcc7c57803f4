# A method defined by define_method runs its block's scope: yield,
# block_given? and super's implicit block see the block of the method the
# body was written in, and the block given to the call reaches only the
# body's &block parameter.
def install(obj, &error)
  obj.singleton_class.class_eval do
    define_method(:fail!) { |msg| yield :outer, msg }
    define_method(:given?) { |&b| [block_given?, b ? b.call : nil] }
  end
end
o = Object.new
install(o) { |*a| p a }
o.fail!("x")
p o.given? { :call_block }

class K
  define_method(:a) { block_given? }
end
p K.new.a { }
def make(&x) = Class.new { define_method(:c) { block_given? } }
p make {}.new.c, make.new.c { }

class Base
  def m(*a) = block_given? ? yield(*a) : :none
end
class Sub < Base
  define_method(:m) { |*a, &b| super(*a) }
end
class Sub2 < Base
  define_method(:m) { |*a, &b| super(*a, &b) }
end
p Sub.new.m(1) { |x| x + 1 }, Sub2.new.m(1) { |x| x + 1 }
