# class_eval / module_eval with a block give it the module; with a block
# and arguments, or neither, they raise; class_exec and module_exec need a
# block. Module#inspect of anonymous modules and singleton classes.
class Foo; end
p Foo.class_eval { |m| m }, Foo.module_eval { |*a| a }, Foo.class_exec(1) { |a| a }
[-> { Foo.class_eval }, -> { Foo.module_eval(1) { } }, -> { Foo.class_exec }, -> { Foo.module_exec }].each do |bad|
  bad.call
rescue ArgumentError, LocalJumpError => e
  p [e.class, e.message]
end
p Foo.class_eval("self")

anonymous = Class.new
p anonymous.inspect.match?(/\A#<Class:0x\h+>\z/), Module.new.to_s.match?(/\A#<Module:0x\h+>\z/)
p anonymous.new.singleton_class.to_s.match?(/\A#<Class:#<#<Class:0x\h+>:0x\h+>>\z/)
p Foo.new.singleton_class.inspect.match?(/\A#<Class:#<Foo:0x\h+>>\z/), Foo.singleton_class.inspect
