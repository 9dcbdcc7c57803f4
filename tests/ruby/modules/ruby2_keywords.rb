# ruby2_keywords: keywords collected into *rest pass on as keywords through f(*rest), for methods and procs
class Target
  def call(a, k: 0) = [a, k]
  def plain(*a) = a
end
class Forwarder
  def initialize(t) = @t = t
  ruby2_keywords def method_missing(name, *args, &b) = @t.__send__(name, *args, &b)
  def respond_to_missing?(*) = true
end
class Unmarked
  def initialize(t) = @t = t
  def method_missing(name, *args, &b) = @t.__send__(name, *args, &b)
  def respond_to_missing?(*) = true
end
t = Target.new
p Forwarder.new(t).call(1, k: 2)
h = {k: 3}
p Forwarder.new(t).call(1, **h), h
p Forwarder.new(t).plain(1, x: 2)
begin
  p Unmarked.new(t).call(1, k: 2)
rescue ArgumentError => e
  p e.message
end
pr = proc { |*a| t.call(*a) }.ruby2_keywords
p pr.call(7, k: 8)
class Collect
  ruby2_keywords def all(*a) = a
end
last = Collect.new.all(1, z: 1).last
p last, last.class
