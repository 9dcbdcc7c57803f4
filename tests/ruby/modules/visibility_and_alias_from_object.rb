# At the top level, public and private act on Object's methods; in a module,
# alias_method finds a method Object has (as Ruby looks there for modules).
def foo = 1
public :foo
p Object.public_method_defined?(:foo)
private :foo
p Object.private_method_defined?(:foo)
p self.respond_to?(:public, true), self.respond_to?(:public)
module K; alias_method :foo_alias, :foo; end
p K.private_instance_methods(false).include?(:foo_alias) || K.instance_methods(false).include?(:foo_alias)
module K
  public :foo
end
p K.public_instance_methods(false).include?(:foo)
class C; end
begin
  C.send(:alias_method, :x, :no_such_method_here)
rescue NameError => e
  p e.message
end
