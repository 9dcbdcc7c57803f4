# allocate and new on classes whose objects only the VM makes (immediates,
# Proc, Method, MatchData, Binding...): TypeError or NoMethodError as in CRuby.
def t = (p yield rescue puts $!.inspect.gsub(/#<Class:0x\h+>/, "#<Class>"))
[Proc, Method, UnboundMethod, MatchData, Float, Integer, NilClass, TrueClass, FalseClass,
 Binding, Encoding].each do |k|
  t { k.allocate }
  t { k.new }
  p [k.respond_to?(:allocate), k.respond_to?(:new)]
end
t { Class.new(Integer).new }
t { Class.new(Integer).allocate }
t { Class.new(Float).allocate }
t { Class.new(MatchData).allocate }
t { Class.new(Method).allocate }
t { Class.instance_method(:allocate).bind_call(Integer) }
t { Class.instance_method(:new).bind_call(Method) }
t { Class.new(Class) }
t { Class.new(Proc).new }
t { Module.allocate }
p Class.allocate.class, Class.new(Module).new.class.superclass
t { Data.allocate }
t { Data.define(:a).allocate }
t { Data.define(:a).allocate.to_h }
t { Struct.allocate }
t { Struct.new(:a).allocate.to_a }
