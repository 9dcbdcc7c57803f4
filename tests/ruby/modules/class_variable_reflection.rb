# class_variables(inherit), remove_class_variable, names given by to_str,
# and a module's copy keeping its class variables and singleton methods.
class A; @@a = 1; end
class B < A; @@b = 2; end
p B.class_variables, B.class_variables(false)
p B.remove_class_variable(:@@b), B.class_variable_defined?(:@@b)
begin
  B.remove_class_variable(:@@a)
rescue NameError => e
  p e.message
end
begin
  B.remove_class_variable(:@@none)
rescue NameError => e
  p e.message
end
name = Object.new
def name.to_str = "@@a"
p A.class_variable_get(name)

module Vars
  @@var = :var
  def self.helper = :helper
end
copy = Vars.dup
p copy.class_variables, copy.singleton_methods, copy.helper
