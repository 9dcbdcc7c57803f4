# Binding#local_variable_get/set/defined?, local_variables, receiver and Kernel#local_variables
first = 1
b = binding
later = 2
p b.local_variable_get(:first), b.local_variable_get("later")
p b.local_variable_defined?(:later), b.local_variable_defined?(:nothing)
b.local_variable_set(:first, 10)
p first
b.local_variable_set(:only_in_binding, 5)
p b.local_variable_get(:only_in_binding), b.local_variable_defined?(:only_in_binding)
p defined?(only_in_binding)
p b.local_variables.include?(:only_in_binding), local_variables.include?(:only_in_binding)
p b.receiver
begin
  b.local_variable_get(:missing)
rescue NameError => e
  p e.class, e.name
end
begin
  b.local_variable_get(:"not a name")
rescue NameError => e
  p e.class, e.name
end
begin
  b.local_variable_get(3)
rescue TypeError => e
  p e.message
end

def params(a, b = 2, *rest, key:, opt: 5, **kw, &blk)
  local = a + b
  local_variables
end
p params(1, key: 3)

def anonymous(*, **, &) = binding.local_variables
p anonymous(1, k: 2)

[1].each do |item|
  inner = item + 1
  p binding.local_variables.first(2)
  p binding.local_variable_get(:first)
end
[7].each { _1; p binding.local_variables.include?(:_1) }
[8].each { it; p binding.local_variables.include?(:it) }

class Box
  def initialize(v) = @v = v
  def scope = binding
end
p Box.new(3).scope.receiver.class
p Box.new(4).scope.eval("@v")
