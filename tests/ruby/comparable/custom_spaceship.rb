# Comparable from a custom <=>: < <= == > >=, between?, clamp, sort/min/max, nil from <=> raises ArgumentError
class Version
  include Comparable
  attr_reader :parts
  def initialize(s) = @parts = s.split(".").map(&:to_i)
  def <=>(other) = other.is_a?(Version) ? parts <=> other.parts : nil
  def to_s = parts.join(".")
  def inspect = "v#{self}"
end
a, b, c = Version.new("1.2.10"), Version.new("1.10.0"), Version.new("1.2.10")
p a < b, a <= c, a == c, a.equal?(c), a > b, b >= a, a != b
p a.between?(Version.new("1.0"), b), b.clamp(a, a), a.clamp(a, b)
p [b, a, Version.new("0.9")].sort, [a, b].max, [a, b].min, [a, b].minmax
begin
  a < 5
rescue ArgumentError => e
  p e.message
end
p a == 5
p 5.clamp(1, 3), 5.clamp(..3), "b".clamp("a", "c"), 2.between?(1, 2)
