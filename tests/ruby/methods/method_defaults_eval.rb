# Default argument expressions are evaluated per call, can use earlier params and self, and see later methods
$calls = 0
def counter = $calls += 1
def stamp(a, b = a * 2, c = counter, d = [a, b]) = [a, b, c, d]
p stamp(1), stamp(2), stamp(3, 4), stamp(5, 6, 7)
def list(x = []) = (x << 1; x)
p list, list, list([0])
class Greeter
  def initialize(name) = @name = name
  def greet(msg = default_msg, punct: "!") = "#{msg}, #{@name}#{punct}"
  def default_msg = "Hello"
end
g = Greeter.new("Ann")
p g.greet, g.greet("Hi"), g.greet(punct: "?"), Greeter.instance_method(:greet).parameters
def optional_middle(a, b = :b, c) = [a, b, c]
p optional_middle(1, 2), optional_middle(1, 2, 3)
