klass = Class.new { def self.name; "MyClass"; end }
begin; klass.foo; rescue NoMethodError => e; puts e.message; end
mod = Module.new { def self.name; "MyModule"; end }
begin; mod.foo; rescue NoMethodError => e; puts e.message; end
e = NoMethodError.new("msg", :foo, ["args"]); p e.args, e.name, e.message
e = NoMethodError.new("msg", :foo, ["args"], receiver: 5); p e.args, e.receiver
begin; NameError.new("x").receiver; rescue => e; p e; end
begin; Object.new.instance_variable_get("invalid_ivar_name"); rescue NameError => e; p e, e.name, e.receiver.class; end
begin; Object.class_variable_get("invalid_cvar_name"); rescue NameError => e; p e, e.name, e.receiver; end
begin; Object.class_variable_get("@@doesnt_exist"); rescue NameError => e; p e, e.name, e.receiver; end
class A; def self.m; @@nope; end; end
begin; A.m; rescue NameError => e; p e, e.name, e.receiver; end
class B < A; def self.n; @@nope2; end; end
begin; B.n; rescue NameError => e; p e, e.name, e.receiver; end
begin; Object.new.instance_variable_set("bad", 1); rescue NameError => e; p e, e.name; end
begin; Object.new.remove_instance_variable(:@nope); rescue NameError => e; p e, e.name; end
begin; Object.remove_class_variable(:@@nope); rescue NameError => e; p e, e.name, e.receiver; end
[:sym, ["a", :b], ["a", nil], ["a", ["b"]], nil, "str", ["a"]].each do |bt|
  begin; p RuntimeError.new.set_backtrace(bt); rescue TypeError => e; p e; end
end
