# Uncaught wrong-arity ArgumentError from new: the caller marks .new, the callee marks initialize
class Point
  def initialize(x, y)
    @x = x
    @y = y
  end
end
p Point.new(1, 2).instance_variables
Point.new(1)
