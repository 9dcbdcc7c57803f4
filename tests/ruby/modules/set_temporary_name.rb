# Module#set_temporary_name: a name for an anonymous class or module until a
# constant names it, nil to make it anonymous again, the errors for a
# permanent name, an empty name and a constant path, and the names of
# classes nested under it.
# expected output from CRuby 4.0 (tools/ruby-ref).
m = Module.new
p m.set_temporary_name("<fake>").equal?(m)
p m, m.name, m.to_s, m.inspect
c = Class.new
c.set_temporary_name("fake name")
p c, c.new.class, c.name
Named = Module.new
p((Named.set_temporary_name("x") rescue [$!.class, $!.message]))
p Named
[nil, "", "Foo", "Foo::Bar", "::Foo", "foo::Bar", "Foo::", "Foo Bar", 3].each do |v|
  k = Class.new
  p [v, (k.set_temporary_name(v); k.name)] rescue p [v, $!.class, $!.message]
end
m.set_temporary_name(nil)
p m.name, m.inspect.start_with?("#<Module:0x")
m::K = Class.new
p m::K.name.start_with?("#<Module:0x"), m::K.name.end_with?(">::K")
m.set_temporary_name("tmp")
p m::K, m
m::K.set_temporary_name("inner")
p m::K
Permanent = m
p m, m::K
frozen = Module.new.freeze
p frozen.set_temporary_name("frozen")
