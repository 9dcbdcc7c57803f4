# Under -w ($VERBOSE true), defining a method again in the class that has
# it warns, and says where the old one was defined when it was Ruby code;
# not when an alias still reaches the old one, after undef, nor for a
# method of a superclass.
$stderr = $stdout
$VERBOSE = true
class A
  def f; end
  def f; end
  attr_reader :x
  def x; end
  def y; end
  attr_reader :y
  define_method(:z) { }
  define_method(:z) { }
  def w; end
  alias w2 w
  def w; end
  def w2; end
  def v; end
  undef v
  def v; end
  def u; end
  private :u
  def u; end
end
class B < A
  def f; end
end
class String
  def upcase; end # a core method: no place to show
end
o = Object.new
def o.s; end
def o.s; end
eval "class A; def f; end; end"
$VERBOSE = false
class A
  def f; end # quiet without -w
end
puts "done"
