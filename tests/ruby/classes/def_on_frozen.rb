# def on a frozen class, or a singleton def on a frozen object or singleton
# class, raises FrozenError naming the frozen receiver.
class Foo; end
Foo.freeze
begin; class Foo; def m; end; end; rescue => e; p e.class, e.message; end
o = Object.new.freeze
begin; def o.zz = 1; rescue => e; p e.class, e.message.sub(/0x\h+/, "X"); end
o3 = Object.new
class << o3; self; end.freeze
begin; class << o3; def m; end; end; rescue => e; p e.class, e.message.sub(/0x\h+/, "X"); end
class Bar
  def initialize_dup(o) = super
  def initialize_clone(o, freeze: nil) = super
  def respond_to_missing?(*) = super
end
p Bar.private_instance_methods(false).sort
