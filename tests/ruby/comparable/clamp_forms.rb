# Comparable#clamp with two arguments and ranges, between?, and custom Comparable classes
p 15.clamp(1, 10), -3.clamp(1, 10), 5.clamp(1, 10), 5.clamp(..3), 5.clamp(7..), 5.5.clamp(1, 5)
p "m".clamp("a", "f"), "b".clamp("c".."e"), 1.clamp(1..1)
begin
  5.clamp(10, 1)
rescue ArgumentError => e
  p e.message
end
begin
  5.clamp(1...10)
rescue ArgumentError => e
  p e.message
end
class Version
  include Comparable
  attr_reader :parts
  def initialize(s) = @parts = s.split(".").map(&:to_i)
  def <=>(other) = parts <=> other.parts
  def to_s = parts.join(".")
end
vs = %w[1.10.0 1.2.3 1.2.10 0.9].map { |s| Version.new(s) }
p vs.sort.map(&:to_s), vs.max.to_s, vs.min.to_s
v = Version.new("1.5")
p v.between?(Version.new("1.0"), Version.new("2.0")), v.clamp(Version.new("1.6"), Version.new("2")).to_s
p v == Version.new("1.5"), v > Version.new("1.4.9"), v <= Version.new("1.5")
begin
  v < 3
rescue => e
  p e.class
end
