# Numeric's generic methods for a Numeric subclass of the program's own
# (remainder through %, <, >; quo through to_r; fdiv and rounding through
# to_f; numerator/denominator through to_r), no singleton methods on
# numbers, Integer#quo's TypeError, and the size of a step that is no number.
class Num < Numeric
  def initialize(v) = @v = v
  def %(o) = Num.new(@v % o)
  def <(o) = @v < o
  def >(o) = @v > o
  def ==(o) = o.is_a?(Num) ? @v == o.value : @v == o
  def -(o) = Num.new(@v - o)
  def to_r = Rational(@v)
  def to_f = @v.to_f
  def value = @v
  def inspect = "Num(#{@v})"
end
p Num.new(7).remainder(3), Num.new(-7).remainder(3), Num.new(7).remainder(-3), Num.new(6).remainder(3)
p Num.new(7).quo(2), Num.new(7).quo(2.0), Num.new(7).fdiv(2)
p Num.new(7.5).ceil, Num.new(7.5).floor, Num.new(7.5).round, Num.new(-7.5).truncate, Num.new(7.25).round(1)
p Num.new(0.5).numerator, Num.new(0.5).denominator
n = Num.new(1)
begin
  def n.extra = 1
rescue TypeError => e
  p e.message, n.singleton_methods
end
begin; p 1.step(5, "1").size; rescue => e; p e; end
begin; p 1.step(5, "foo").size; rescue => e; p e; end
begin; p 1.0.step(5.0, "1").size; rescue => e; p e; end
begin; p 1.step(5, "1"); rescue => e; p e; end
begin; 13.quo(Object.new); rescue => e; p e; end; begin; 13.quo("10"); rescue => e; p e; end; begin; 13 / Object.new; rescue => e; p e; end
