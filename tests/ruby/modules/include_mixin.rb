# include: module methods become instance methods, ancestors order, multiple includes, include? and is_a?
module Greet
  def greet = "Hi, I am #{name}"
end
module Walk
  def move = "#{name} walks"
  def describe = "walker"
end
module Swim
  def move = "#{name} swims, or #{super}"
end
class Duck
  include Greet
  include Walk, Swim
  attr_reader :name
  def initialize(n) = @name = n
end
d = Duck.new("Don")
p d.greet, d.move, d.describe
p Duck.ancestors.take(5), Duck.include?(Walk), d.is_a?(Swim), Greet === d, Duck < Greet
p Greet.instance_methods, Duck.included_modules.take(3)
