# Method#super_method and UnboundMethod#super_method walk the ancestors of
# the class the method was looked up from (the receiver's class, or
# instance_method's receiver), through included and extended modules, to
# nil after the last definition.
class Base; def foo = :base; end
class Derived < Base; def foo = :derived; end
Mixin = Module.new { def foo = :mixin }
Leaf = Class.new(Derived) { include Mixin; def foo = :leaf }

def chain(m)
  owners = []
  while m
    owners << (m.owner.name || m.owner.inspect)
    m = m.super_method
  end
  owners
end

p chain(Leaf.instance_method(:foo))
p chain(Mixin.instance_method(:foo))
Extra = Module.new { def foo = :extra }
obj = Leaf.new.extend(Extra)
p chain(obj.method(:foo))
p chain(obj.method(:foo).unbind)
m = Leaf.instance_method(:foo).super_method
p m.class, m.bind_call(Leaf.new), m.super_method.bind_call(Leaf.new)
