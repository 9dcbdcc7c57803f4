# Methods that take a name (instance_variable_get/set/defined?, respond_to?,
# method, public_method, define_singleton_method) accept any object with
# to_str, as a Symbol's or String's stand-in; anything else is TypeError.
class Name
  def initialize(text) = @text = text
  def to_str = @text
end

o = Object.new
o.instance_variable_set(Name.new("@count"), 3)
p o.instance_variable_get(Name.new("@count")), o.instance_variable_defined?(Name.new("@count"))
p o.respond_to?(Name.new("inspect")), o.method(Name.new("frozen?")).call
p 5.public_method(Name.new("succ")).call
o.define_singleton_method(Name.new("greet")) { "hi" }
p o.greet
begin
  o.instance_variable_get(42)
rescue TypeError => e
  p e.message
end
