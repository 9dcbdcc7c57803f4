# Fractions by hand (numerator/denominator with gcd) checked against Rational
class Frac
  attr_reader :n, :d
  def initialize(n, d)
    g = n.gcd(d) * (d.negative? ? -1 : 1)
    @n, @d = n / g, d / g
  end
  def +(o) = Frac.new(n * o.d + o.n * d, d * o.d)
  def *(o) = Frac.new(n * o.n, d * o.d)
  def to_r = Rational(n, d)
  def to_s = d == 1 ? n.to_s : "#{n}/#{d}"
end
a = Frac.new(6, 8)
b = Frac.new(-1, 3)
p a.to_s, b.to_s, (a + b).to_s, (a * b).to_s, Frac.new(4, -2).to_s
p (a + b).to_r == Rational(6, 8) + Rational(-1, 3), (1..5).map { |k| Frac.new(1, k) }.reduce(:+).to_s, (1..5).sum { Rational(1, _1) }
