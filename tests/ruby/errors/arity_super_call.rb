# Uncaught wrong-arity ArgumentError through super: the caller has no snippet (error_highlight does not mark super)
class Shape
  def initialize(name, sides)
    @name = name
    @sides = sides
  end
end

class Square < Shape
  def initialize(name)
    super(name)
  end
end
p Shape.new("tri", 3).instance_variables
Square.new("sq")
