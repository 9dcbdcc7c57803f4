# include, prepend and extend go through append_features, prepend_features and extend_object, which a module may redefine; Module#dup is a module
module Loud
  def self.append_features(base)
    puts "append #{base}"
    super
  end
  def self.prepend_features(base)
    puts "prepend #{base}"
    super
  end
  def self.extend_object(obj)
    puts "extend #{obj.class}"
    super
  end
  def self.included(base) = puts("included #{base}")
  def hi = :hi
end
class A; include Loud; end
class B; prepend Loud; end
o = Object.new
o.extend(Loud)
p A.new.hi, B.ancestors.first, o.hi
module Quiet
  def self.append_features(base) = puts("refused #{base}")
  def q = 1
end
class C; include Quiet; end
p C.include?(Quiet)
p Module.private_instance_methods.include?(:append_features), Module.private_instance_methods.include?(:extend_object)
copy = Kernel.dup
p copy.class, copy.instance_of?(Module)
class D; include Comparable.dup; end
p D.ancestors.size > 2
