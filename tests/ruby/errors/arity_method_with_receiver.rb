# Uncaught wrong-arity ArgumentError for a method called with a receiver: caller and callee snippets
class Calculator
  def add(a, b)
    a + b
  end
end
calc = Calculator.new
puts calc.add(1, 2)
puts calc.add(1, 2, 3)
