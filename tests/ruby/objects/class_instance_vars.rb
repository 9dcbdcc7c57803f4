# Class-level state: class instance variables vs @@class variables, inheritance of each, class methods via self.
class Base
  @registry = []
  @@count = 0
  class << self
    attr_reader :registry
    def register(x) = (@registry ||= []) << x
  end
  def self.count = @@count
  def initialize = @@count += 1
end
class Child < Base; end
Base.register(:a)
Child.register(:b)
Base.new
Child.new
p Base.registry, Child.registry, Base.count, Child.count, Base.class_variable_get(:@@count)
p Base.instance_variables, Child.instance_variable_get(:@registry), Base.class_variables
class Base
  def self.reset! = @@count = 0
end
Child.reset!
p Base.count, Base.singleton_methods.sort, Child.singleton_class.superclass == Base.singleton_class
p Base.class_variable_defined?(:@@count), Child.instance_variable_defined?(:@registry)
