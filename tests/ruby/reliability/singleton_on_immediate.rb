# Singleton methods on Integers, Floats and Symbols raise TypeError "can't
# define singleton" instead of adding the method to the whole class.
def t = (p yield rescue puts $!.inspect.gsub(/#<Class:0x\h+>/, "#<Class>"))
x = 5
t { def x.foo = :leak; 7.foo }
t { class << 5; def bar = :leak2; end; 9.bar }
t { 5.define_singleton_method(:baz) { :leak3 }; 8.baz }
s = :sym
t { def s.foo = 1 }
t { :sym.singleton_class }
f = 1.5
t { def f.foo = 1 }
big = 2**70
t { big.singleton_class }
t { 5.extend(Comparable) }
t { :a.extend(Module.new) }
p 7.respond_to?(:foo), 5.singleton_methods, :a.instance_eval { self }
o = Object.new
def o.fine = :fine
p o.fine
