# attr_* refuse names that are no identifier; changing a frozen module's
# visibilities or constants' visibility raises FrozenError.
def t
  r = yield
  p r
rescue => e
  p [e.class, e.message.sub(/0x\h+/, "X")]
end
%W[foo? @foo @@foo $foo \u3042$].each { |name| t { Module.new { attr_accessor name.to_sym } } }
m = Module.new do
  def self.baz; end
  def bar; end
end
m.freeze
t { m.module_eval { def foo; end } }
t { m.__send__ :private, :bar }
t { m.private_class_method :baz }
c = Class.new { const_set(:A, 1) }.freeze
t { c.class_eval { private_constant :A } }
t { c.class_eval { deprecate_constant :A } }
p Module.new { attr_accessor :ok, :_x, :é }.instance_methods.sort
