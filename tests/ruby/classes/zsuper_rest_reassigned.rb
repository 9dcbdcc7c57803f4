# Bare super passes a rest parameter that the method reassigned: the new value
# is splatted as *value would be (a String becomes one argument, nil none, an
# Array its elements). Garnet appended the value as if it were an Array and
# aborted (found by ruby/spec language/super_spec.rb).
class Base
  def m(*args) = args
  def n(a, *rest) = [a, rest]
end

class Child < Base
  def m(*args)
    args = "foo"
    super
  end

  def n(a, *rest)
    rest = nil
    super
  end
end

class Grandchild < Base
  def m(*args)
    args = [1, [2, 3]]
    super
  end
end

p Child.new.m("bar")
p Child.new.n(1, 2, 3)
p Grandchild.new.m
