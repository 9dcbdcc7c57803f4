# Comparable#clamp with ranges, Comparable objects in ranges (each needs succ), sort_by on comparables
class Money
  include Comparable
  attr_reader :cents
  def initialize(c) = @cents = c
  def <=>(o) = cents <=> o.cents
  def succ = Money.new(cents + 1)
  def inspect = "$#{cents}"
end
lo, hi = Money.new(100), Money.new(103)
r = lo..hi
p r.include?(Money.new(101)), r.to_a, r.min, r.max, (lo...hi).to_a.size
p Money.new(500).clamp(lo, hi), Money.new(50).clamp(lo..hi), 15.clamp(..10), 1.5.clamp(2, 3)
p [Money.new(3), Money.new(1)].sort, [Money.new(3), Money.new(1)].max
begin
  5.clamp(3, 1)
rescue ArgumentError => e
  p e.message
end
