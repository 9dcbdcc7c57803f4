# alias and alias_method: aliases keep the old body after redefinition, aliasing globals, around-wrapping
class Greeter
  def hello = "hello"
  alias hi hello
  alias_method :hey, :hello
  def hello = "HELLO (new)"
end
g = Greeter.new
p g.hello, g.hi, g.hey
class String
  alias_method :old_reverse, :reverse
  def shout_reverse = old_reverse.upcase
end
p "abc".shout_reverse
class Calc
  def add(a, b) = a + b
  alias_method :orig_add, :add
  def add(a, b) = "logged #{orig_add(a, b)}"
end
p Calc.new.add(1, 2), Calc.instance_method(:orig_add).name
begin
  Calc.instance_method(:hi)
rescue NameError => e
  p e.class, e.name
end
p Greeter.instance_method(:hi).name, Greeter.instance_method(:hi).original_name
p Greeter.public_method_defined?(:hey), (Greeter.send(:alias_method, :yo, :hey))
$old_global = 1
alias $new_global $old_global
$new_global = 2
p $old_global
