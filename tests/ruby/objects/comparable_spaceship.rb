# Comparable via <=> on a value class: sort, min/max, clamp, between?, ==, and uniq via eql?/hash
class Money
  include Comparable
  attr_reader :cents
  def initialize(cents) = @cents = cents
  def <=>(o) = o.is_a?(Money) ? cents <=> o.cents : nil
  def eql?(o) = o.is_a?(Money) && cents == o.cents
  def hash = cents.hash
  def to_s = format("$%.2f", cents / 100.0)
  def inspect = "#<Money #{self}>"
end
m = [Money.new(500), Money.new(150), Money.new(999), Money.new(150)]
p m.sort, m.min, m.max, m.minmax, m.uniq.size, m.sort.reverse.first
p Money.new(5) == Money.new(5), Money.new(5).equal?(Money.new(5)), Money.new(1) < Money.new(2)
p Money.new(700).clamp(Money.new(100), Money.new(600)), Money.new(300).between?(Money.new(100), Money.new(600))
p (Money.new(1) == 1), m.include?(Money.new(999)), m.count(Money.new(150)), m.tally.values
begin
  Money.new(1) < 5
rescue ArgumentError => e
  p e.message
end
p({ Money.new(1) => :a }[Money.new(1)])
