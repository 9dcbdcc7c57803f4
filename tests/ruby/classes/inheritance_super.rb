# Inheritance and super: implicit-args super, super(), super(args), super in initialize, method resolution
class Animal
  attr_reader :name
  def initialize(name) = @name = name
  def speak(times = 1) = "#{name} makes a sound" * times
  def describe = "Animal(#{name})"
  def kind = :animal
end
class Dog < Animal
  def initialize(name, breed)
    super(name)
    @breed = breed
  end
  def speak(times = 1) = super + " (woof x#{times})"
  def describe = "Dog/" + super()
  def kind = [super, :dog]
end
class Puppy < Dog
  def speak(times) = super(times + 1).upcase
end
d = Dog.new("Rex", "lab")
p d.speak, d.speak(2), d.describe, d.kind, d.name
pu = Puppy.new("Bit", "pug")
p pu.speak(1), pu.kind
p Puppy.ancestors.take(4), Puppy.superclass.superclass, Puppy < Animal, Animal <= Puppy, Dog <=> Animal
p pu.is_a?(Animal), pu.instance_of?(Dog), Puppy.instance_method(:describe).owner
