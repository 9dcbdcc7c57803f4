# define_method, alias_method, remove_method, undef_method and attr: their
# argument checks, the visibility they give, and the hooks they call.
def show
  yield
rescue StandardError => e
  puts "#{e.class}: #{e.message.sub(/0x\h+/, "0x...")}"
end

class Base; def base_method = :base; end
class Other; def other_method = :other; end
obj = Object.new
def obj.single = :single

class Target < Base
  private
  define_method(:in_private_body) { :x }
end
p Target.private_method_defined?(:in_private_body)
Target.send(:define_method, :from_outside) { :y }
p Target.public_method_defined?(:from_outside)
Target.send(:define_method, :initialize) { }
p Target.private_method_defined?(:initialize)
Target.send(:define_method, :inherited_body, Base.instance_method(:base_method))
p Target.new.inherited_body
show { Target.send(:define_method, :bad, 42) }
show { Target.send(:define_method, :bad, Other.instance_method(:other_method)) }
show { Target.send(:define_method, :bad, obj.method(:single)) }
show { Class.new.freeze.send(:define_method, :x) { } }

class Target
  def public_one = 1
  alias_method :initialize_copy, :public_one
  alias_method :respond_to_missing?, :public_one
end
p Target.private_method_defined?(:initialize_copy), Target.private_method_defined?(:respond_to_missing?)
name = Object.new
def name.to_str = "public_one"
p Target.send(:alias_method, :via_to_str, name)
show { Target.send(:alias_method, :x, 3) }
show { Class.new { def m; end }.freeze.send(:alias_method, :n, :m) }

class Watched
  def self.method_removed(name) = puts("removed #{name}")
  def self.method_undefined(name) = puts("undefined #{name}")
  def a; end
  def b; end
  remove_method :a
  undef_method :b
end
show { Class.new { def m; end }.freeze.send(:remove_method, :m) }
p Module.private_instance_methods.include?(:method_removed), Module.private_instance_methods.include?(:method_undefined)

p Target.public_instance_method(:public_one)
show { Target.public_instance_method(:initialize) }
show { Target.public_instance_method(:missing) }

p Module.private_instance_methods.include?(:private), Module.private_instance_methods.include?(:module_function)
p Class.private_instance_methods.include?(:append_features), Class.private_instance_methods.include?(:module_function)
show { Module.instance_method(:append_features).bind(Class.new).call(Module.new) }
show { Module.instance_method(:module_function).bind(Class.new).call }

show { Base.include?(Target) }
class MyModule < Module; end
mine = MyModule.new { def from_mine = :mine }
p mine.class, Class.new { include mine }.new.from_mine

class Attrs
  p attr(:readable, false), attr(:both, true), attr(:plain)
end
p Attrs.public_method_defined?(:both=), Attrs.public_method_defined?(:readable=)
