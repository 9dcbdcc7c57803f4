# Names of classes and modules made under an anonymous module: temporary
# ("#<Module:0x...>::N") until the module is named by a constant, then
# permanent under its name, nested ones too; a name once permanent stays.
def shape(name) = name&.sub(/0x\h+/, "0xX")

m = Module.new
n = Module.new
m.const_set(:N, n)
m.module_eval("module O; class Deep; end; end")
m.module_eval("class C; end")
p m.name, shape(n.name), shape(m::O.name), shape(m::O::Deep.name), shape(m::C.name)
p m.constants.sort
Outer = Module.new
Outer.const_set(:Inner, m)
p m.name, n.name, m::O.name, m::O::Deep.name, m::C.name
Other = Module.new
Other.const_set(:Again, m)
p m.name, m::O::Deep.name
p shape(Class.new.name), Class.new.tap { |c| Outer.const_set(:K, c) }.name
# A module that holds itself is named once, and never loops.
s = Module.new
s.const_set(:Me, s)
p shape(s.name)
Holder = Module.new
Holder.const_set(:Named, s)
p s.name, s::Me.name
sing = Object.new.singleton_class
sing.const_set(:InSingleton, Module.new)
p sing::InSingleton.name.end_with?("::InSingleton")
