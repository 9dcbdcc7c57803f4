# Singleton classes of classes, and theirs: each level inherits from the
# same level of the superclass's, ends at the same level of Class's, and
# finds the methods defined on those levels.
class Base
  class << self
    class << self
      def from_meta_meta = :meta_meta
    end
  end
end
class Derived < Base; end
def Object.object_class_method = :object_level

meta = Derived.singleton_class
p meta.superclass, meta.singleton_class.superclass
p BasicObject.singleton_class.superclass, BasicObject.singleton_class.singleton_class.superclass
p meta.kind_of?(Class.singleton_class), meta.singleton_class.kind_of?(Class.singleton_class.singleton_class)
p meta.from_meta_meta
p meta.object_class_method
p Module.new.singleton_class.singleton_class.superclass
p "text".singleton_class.superclass
