# The singleton class of an instance answers its class's singleton methods
# (RSpec calls example_group_instance.singleton_class.hooks), including those
# of modules the class extends, and its own singleton class inherits the class's.
class Base
  def self.hooks = :base_hooks
end
class Derived < Base; end
module Extension
  def extension = :extension
end
Base.extend(Extension)
object = Derived.new
p object.singleton_class.hooks
p object.singleton_class.extension
p object.singleton_class.singleton_class.superclass
p object.singleton_class.singleton_class.ancestors[1]
def object.own = :own
p object.own, object.singleton_class.hooks
