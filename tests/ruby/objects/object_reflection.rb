# Reflection: class/superclass chains, instance_variables, respond_to?, methods lists, is_a?/instance_of?, ancestors
class Animal
  def initialize(name) = @name = name
  def speak = "..."
end
class Dog < Animal
  def initialize(name, breed) = (super(name); @breed = breed)
  def speak = "Woof"
  def fetch = :ball
end
d = Dog.new("rex", "lab")
p d.class, d.class.superclass, d.class.superclass.superclass, Dog.ancestors.take(3), d.instance_variables
p d.is_a?(Animal), d.instance_of?(Animal), Dog <= Animal, Animal > Dog, Dog <=> Animal, Animal <=> String
p d.respond_to?(:fetch), Animal.new("x").respond_to?(:fetch), Dog.instance_methods(false).sort, Dog.method_defined?(:speak)
p d.instance_variable_get(:@breed), d.public_methods(false).sort rescue p $!.class
p Dog.instance_method(:speak).owner, Dog.new("a", "b").method(:speak).super_method&.owner
p Integer.ancestors.include?(Comparable), 5.class.ancestors.first(3), Class.superclass, Module.superclass
