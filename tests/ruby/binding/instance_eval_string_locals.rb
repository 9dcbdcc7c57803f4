# instance_eval, class_eval and module_eval of a string see and assign the caller's locals
class Point
  def initialize(x, y)
    @x = x
    @y = y
  end
end
pt = Point.new(1, 2)
offset = 10
p pt.instance_eval("@x + offset")
pt.instance_eval("@y = offset * 3")
p pt.instance_eval("@y")
pt.instance_eval("offset += 1")
p offset
name = "shifted"
pt.instance_eval("def #{name} = @x + 100")
p pt.shifted
p Point.instance_methods(false).include?(:shifted)

suffix = "!"
Point.class_eval("def shout(s) = s.upcase + #{suffix.inspect}")
p pt.shout("hi")
factor = 4
Point.class_eval("def scaled = @x * factor") rescue nil
begin
  pt.scaled
rescue NameError => e
  p e.name
end
p Point.class_eval("factor * 2")

module Helpers; end
greeting = "hello"
Helpers.module_eval("GREETING = greeting.upcase")
p Helpers::GREETING
p Helpers.module_eval("self")

def configure(obj, value)
  obj.instance_eval("@configured = value")
  obj.instance_variable_get(:@configured)
end
p configure(Object.new, :on)

[1, 2].each do |n|
  p pt.instance_eval("@x * n + offset")
end
