# A module included or prepended after other classes and modules were built
# on the receiver reaches all of them, and only them: subclasses, classes
# that include the receiver, singleton classes of subclasses, extended
# objects.
module Greeting; def hello = "hello from #{self.class}"; end
module Loud; def hello = super.upcase; end
module Base; end
class Parent; end
class Child < Parent; end
class Grandchild < Child; end
class UsesBase; include Base; end
class Unrelated; end

Parent.include(Greeting)
p Grandchild.new.hello
p Grandchild.ancestors.take(4)
p Unrelated.ancestors.include?(Greeting)

Base.include(Loud)
Base.include(Greeting)
p UsesBase.ancestors.take(4)

Child.prepend(Loud)
p Grandchild.new.hello
p Parent.new.hello

module ClassHelpers; def helper = "helper on #{name}"; end
Parent.singleton_class.include(ClassHelpers)
p Grandchild.helper
p Grandchild.singleton_class.ancestors.include?(ClassHelpers)
p Unrelated.respond_to?(:helper)

objects = Array.new(3) { Object.new }
objects.each_with_index { |o, i| o.extend(Greeting) if i.odd? }
p objects.map { |o| o.respond_to?(:hello) }
p objects[1].singleton_class.ancestors.take(3).map(&:to_s).map { _1.sub(/0x\h+/, "0x") }
p Object.new.respond_to?(:hello)
