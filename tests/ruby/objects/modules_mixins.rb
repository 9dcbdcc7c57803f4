# Modules as mixins: include/prepend/extend order, ancestors, super through modules, module_function
module Greet
  def hello = "hello from #{name}"
end
module Loud
  def hello = super.upcase + "!"
end
class Person
  include Greet
  prepend Loud
  attr_reader :name
  def initialize(n) = @name = n
  def hello = super + " (person)"
end
p Person.new("ann").hello, Person.ancestors.take(4), Person.include?(Greet), Person < Greet
o = Object.new
o.extend(Greet)
def o.name = "obj"
p o.hello, o.singleton_class.include?(Greet), o.is_a?(Greet)
module Util
  module_function
  def twice(x) = x * 2
end
p Util.twice(4), Util.respond_to?(:twice), Object.new.extend(Util).respond_to?(:twice)
module Countable
  def self.included(base) = base.extend(ClassMethods)
  module ClassMethods
    def instances = @instances ||= 0
    def track! = @instances = instances + 1
  end
end
class Widget
  include Countable
  def initialize = self.class.track!
end
3.times { Widget.new }
p Widget.instances, Widget.singleton_class.include?(Countable::ClassMethods)
