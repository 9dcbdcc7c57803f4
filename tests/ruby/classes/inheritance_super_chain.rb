# Inheritance chains: super with and without args, super in class methods, method resolution with modules
module Loggable
  def describe = "loggable(#{super})"
end
class Shape
  attr_reader :name
  def initialize(name) = @name = name
  def describe = "shape #{name}"
  def self.create(*args) = new(*args)
  def area = raise(NotImplementedError, "#{self.class} must implement area")
end
class Rect < Shape
  include Loggable
  def initialize(w, h)
    super("rect")
    @w, @h = w, h
  end
  def area = @w * @h
  def describe = "#{super} #{@w}x#{@h}"
  def self.create(*args) = super.tap { |r| r.instance_variable_set(:@created, true) }
end
class Square < Rect
  def initialize(s) = super(s, s)
  def describe = super().upcase
end
sq = Square.create(3)
p sq.area, sq.describe, Square.ancestors.take(5), sq.instance_variable_get(:@created)
begin
  Shape.new("x").area
rescue NotImplementedError => e
  p e.message, e.class.superclass
end
p Rect.instance_method(:describe).super_method.owner, Square.superclass.superclass
