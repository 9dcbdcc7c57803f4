# Locals, globals, ivars at top level, constants and scoped constants (Foo::BAR, ::TOP)
TOP = :top
$counter = 0
module Outer
  BAR = 1
  TOP = :outer_top
  class Inner
    BAZ = BAR + 1
    def self.which = [TOP, ::TOP, BAR]
  end
end
p Outer::BAR, Outer::Inner::BAZ, Outer::Inner.which
p ::TOP
3.times { $counter += 1 }
p $counter
@top_ivar = "ivar at top"
p @top_ivar, self.instance_variables
p defined?(undefined_local), defined?(TOP), defined?($counter), defined?(@top_ivar), defined?(String)
a = 1
[1].each { a += 1; b = 5 }
p a, defined?(b)
p Outer.const_get(:BAR), Outer::Inner.name
p Object.const_defined?(:TOP)
x = 10 if false
p x
