# Kernel#singleton_method finds a method of the object's singleton class or
# of a module extending it; a Method given singleton methods of its own
# equals no other; define_method under module_function makes a private
# instance method and a public one on the module; public_methods(false)
# lists the methods of modules extending the object.
o = Object.new
class << o
  def foo = :foo
  alias bar foo
  def baz; end
end
p o.singleton_method(:foo).call, o.singleton_method("bar").name, o.singleton_method(:foo).owner == o.singleton_class
[-> { o.singleton_method(:nope) }, -> { Object.new.singleton_method(:to_s) }, -> { 1.singleton_method(:+) }].each do |f|
  f.call
rescue NameError => e
  p [e.class, e.message.sub(/0x\h+/, "X"), e.name]
end
o2 = Object.new
o2.extend(Module.new { def ext = 1 })
p o2.singleton_method(:ext).call
class Kls; def self.cm = 2; end
p Kls.singleton_method(:cm).call
begin
  Kls.singleton_method(:new)
rescue NameError => e
  p e.message
end

m = o.method(:foo)
def m.extra; end
p o.method(:foo) == m, o.method(:foo) == o.method(:foo), o.method(:foo) == o.method(:bar), o.method(:foo) == o.method(:baz)

mm = Module.new do
  module_function
  define_method(:helper) { :helped }
end
p mm.respond_to?(:helper), mm.helper, mm.private_method_defined?(:helper), mm.public_method_defined?(:helper)
c = Class.new do
  public
  define_method(:pub) { }
  protected
  define_method(:prot) { }
  private
  define_method(:priv) { }
end
p c.public_method_defined?(:pub), c.protected_method_defined?(:prot), c.private_method_defined?(:priv)

mod = Module.new { def m1; end }
a = Class.new { def a; end }
obj = a.new
p obj.public_methods(false)
obj.extend(mod)
p obj.public_methods(false).sort
def obj.s; end
p obj.public_methods(false).sort, obj.singleton_methods.sort, obj.singleton_methods(false)
