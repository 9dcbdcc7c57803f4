# TOPLEVEL_BINDING: one Binding of the top-level scope (self main), where
# ERB#result runs by default; a dup of a binding shares its variables but
# keeps the locals set through it to itself.
require "erb"
p TOPLEVEL_BINDING.class, TOPLEVEL_BINDING.receiver
p TOPLEVEL_BINDING.equal?(eval("TOPLEVEL_BINDING"))
def from_a_method = TOPLEVEL_BINDING.eval("self")
p from_a_method
TOPLEVEL_BINDING.local_variable_set(:set_through_binding, 42)
p TOPLEVEL_BINDING.local_variable_get(:set_through_binding)
p eval("set_through_binding + 1", TOPLEVEL_BINDING)
puts ERB.new("2 + 2 = <%= 2 + 2 %>").result
p TOPLEVEL_BINDING.local_variable_defined?(:_erbout)

counter = 1
b = binding
copy = b.dup
copy.local_variable_set(:counter, 2)
copy.local_variable_set(:only_in_copy, 3)
p counter
p [b.local_variable_defined?(:only_in_copy), copy.local_variable_defined?(:only_in_copy)]
p b.clone.local_variable_get(:counter)
