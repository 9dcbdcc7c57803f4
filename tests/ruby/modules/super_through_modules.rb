# super chaining through included modules and prepend, method lookup order, Module#prepend wrapping
module Loud
  def speak = super.upcase
end
module Polite
  def speak = super + ", please"
end
class Speaker
  def speak = "hello"
end
class Talker < Speaker
  include Polite
  include Loud
  def speak = "<#{super}>"
end
p Talker.new.speak, Talker.ancestors.take(4)
module Around
  def run = "before|" + super + "|after"
end
class Job
  prepend Around
  def run = "job"
end
p Job.new.run, Job.ancestors.take(2)
module Counter
  def initialize(*)
    super()
    @count = 0
  end
  def count = @count
end
class Item
  include Counter
  attr_reader :name
  def initialize(name)
    @name = name
    super
  end
end
i = Item.new("x")
p i.name, i.count
