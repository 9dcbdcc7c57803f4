# A def inside an Integer's, Float's or Symbol's instance_eval raises
# TypeError (they have no singleton class) instead of defining on their
# class; nil, true and false define on NilClass, TrueClass, FalseClass,
# also as `def nil.name`.
[:foo, 1, 1.5].each do |x|
  x.instance_eval { def foo; end }
rescue TypeError => e
  p [x, e.message]
end
begin
  1.instance_exec { def bar; end }
rescue TypeError => e
  p e.message
end
p Integer.method_defined?(:bar), Symbol.method_defined?(:foo)
p 1.instance_eval { self + 1 }, :a.instance_exec(2) { |x| [self, x] }
nil.instance_eval { def from_eval = :nil_eval }
p nil.from_eval
def nil.zork = 1
def true.t; 2; end
def false.f = 3
p nil.zork, true.t, false.f, NilClass.instance_method(:zork).owner
o = Object.new
o.instance_eval { def q = 5 }
p o.q, o.singleton_methods

begin
  "\xb0a".dup.force_encoding("utf-8").to_sym
rescue EncodingError => e
  p e.message
end
p "\xb0a".b.to_sym, "ok".to_sym

S = Struct.new(:a)
p S.instance_method(:a=).parameters, S.instance_method(:a).parameters
class WithWriter; attr_writer :x; end
p WithWriter.instance_method(:x=).parameters
k = Struct.new(:a)
r = k.new(1)
r.a = r
p r.inspect.sub(/0x\h+/, "X")
