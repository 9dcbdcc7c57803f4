# super(args) passes the method's block; bare super from define_method raises;
# a missing super method goes to method_missing; repeated _ parameters pass
# their own values.
class A; def m(*a, &b) = [a, b&.call]; end
class B < A
  def m(x, &b) = super(x, 2)
end
p B.new.m(1) { :blk }
class C < A
  def m(x, &b) = [1].map { super(x) }.first
end
p C.new.m(5) { :blk2 }
class D < A
  define_method(:m) { |x| super }
end
begin; D.new.m(1); rescue RuntimeError => e; p e.message; end
class E
  def method_missing(n, *a) = [:mm, n, a]
end
class F < E
  def zork(x) = super
end
p F.new.zork(3)
class G < A
  def m(_, _) = super
end
p G.new.m(7, 8)
class H < A
  def m(_) 
    _ = 9
    super
  end
end
p H.new.m(1)
# An alias's super is its original's: the original name, after the class
# that defined the body.
class Base1; def name = [:base]; end
class Mid1 < Base1; def name = [:mid] + super; end
class Leaf1 < Mid1; alias_method :name3, :name; end
p Leaf1.new.name3
module Greeting; def hello = [:module] + super; end
class Root1; def hello = [:root]; end
class Child1 < Root1
  include Greeting
  alias_method :hi, :hello
end
p Child1.new.hi
