# instance_variable_set, const_set, class_variable_set and their readers
# refuse names that are not an instance variable, constant or class variable.
def t = (p yield rescue puts $!.inspect.gsub(/#<Class:0x\h+>/, "#<Class>"))
o = Object.new
["@1x", "foo", "@", "@@x", "@a-b", "@a?", "@_", "@A"].each { |n| t { o.instance_variable_set(n, 1) } }
t { o.instance_variable_get("@1x") }
t { o.instance_variable_defined?("@1x") }
t { o.remove_instance_variable("@1x") }
["Foo::Bar", "A b", "a", "", "Ab?", "A-b", "A1", "A_b", "Ab=", "::A"].each { |n| t { Object.const_set(n, 1) } }
t { Object.const_get("A b") }
t { Object.const_get("a") }
t { Object.const_get("Comparable::a") }
t { Object.const_defined?("A b") }
["nope", "@x", "@@1", "@@a b", "@@", "@@x?"].each { |n| t { Object.class_variable_set(n, 1) } }
t { Object.class_variable_get("nope") }
t { Object.class_variable_defined?("nope") }
t { Object.class_variable_get(:@@zz) }
t { Class.new.freeze.class_variable_set(:@@a, 1) }
t { Class.new.freeze.const_set(:A, 1) }
p Object.const_get(:A1), Object.const_get("A_b")
