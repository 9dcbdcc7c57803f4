# Method and UnboundMethod: == / eql? / hash by definition (aliases, a
# method defined from another, the same method_missing name), inspect
# (aliases, singleton methods, the class looked up in), clone.
class A
  def a; end
  alias b a
  alias_method :c, :a
  define_method(:d, instance_method(:a))
  def other; end
  def respond_to_missing?(name, include_all = false) = name.start_with?("ghost")
  def method_missing(name, *) = name.start_with?("ghost") ? name : super
end
class B < A; end
module M; def m; end; end
class C; include M; end
class D; include M; end

x = A.new
p x.method(:a) == x.method(:b), x.method(:a).eql?(x.method(:c)), x.method(:a) == x.method(:d)
p x.method(:a) == x.method(:other), x.method(:a) == A.new.method(:a)
p x.method(:a).hash == x.method(:b).hash, x.method(:a).hash == x.method(:d).hash
p A.instance_method(:a) == A.instance_method(:b), A.instance_method(:a) == B.instance_method(:a)
p C.instance_method(:m) == D.instance_method(:m), A.instance_method(:a).hash == B.instance_method(:a).hash
p x.method(:ghost1) == x.method(:ghost1), x.method(:ghost1) == x.method(:ghost2)
p Array.instance_method(:to_s) == Array.instance_method(:inspect), Array.instance_method(:to_s).original_name

p A.instance_method(:b), A.instance_method(:d).original_name
p B.instance_method(:a), B.new.method(:b)
p Array.instance_method(:to_s)
p String.method(:include).inspect.start_with?("#<Method: #<Class:String>(Module)#include")

o = Object.new
def o.inspect = "o"
def o.single; end
p o.method(:single), o.singleton_class.instance_method(:single).inspect.sub(/0x\h+/, "0x...")
klass = Class.new { def self.from_class; end }
sub = Class.new(klass)
p sub.method(:from_class).inspect.gsub(/0x\h+/, "0x...")

copy = x.method(:a).clone
p copy == x.method(:a), copy.equal?(x.method(:a))
