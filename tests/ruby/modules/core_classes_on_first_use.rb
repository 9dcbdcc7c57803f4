# Set and Rational behave as always-defined core classes: visible to
# defined? and const_defined? before first use, reopenable with `class`,
# and reachable through the methods that build them.
p defined?(Set), defined?(::Rational), defined?(NoSuchThing)
p Object.const_defined?(:Set), Object.const_defined?(:Rational)

class Set
  def smallest_two = sort.first(2)
end
p Set[3, 1, 2].smallest_two

module Geometry
  def self.half(x) = Rational(x, 2)
  def self.kind = Rational
end
p Geometry.half(3), Geometry.kind, 2 ** -3
p [1, 2, 2].to_set, [1r, 2].sum, [0.5, 1r].sum
p Object.const_get(:Set).name
