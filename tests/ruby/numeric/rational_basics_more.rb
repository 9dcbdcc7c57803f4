# Rational arithmetic: literals, normalization, mixed arithmetic with Integer/Float, rounding, to_s/inspect
a = 3r / 4
b = Rational(1, 6)
p a, b, a + b, a - b, a * b, a / b, a**2, -a, a.abs, Rational(6, 4), Rational(-3, -9), Rational("0.75")
p a + 1, a * 2, a + 0.25, 1 - a, a <=> 0.75, a == 0.75, a.to_f, a.to_i, (7r / 2).round, (7r / 2).floor, (-7r / 2).ceil
p a.numerator, a.denominator, 0.5.to_r, 3.to_r, "2/3".to_r, a.to_s, a.inspect, (1r / 3).round(2)
p [1r / 2, 1r / 3, 1r / 6].sum, (1..4).sum { |i| Rational(1, i) }, Rational(5, 10).zero?, 2 ** -3
begin
  Rational(1, 0)
rescue ZeroDivisionError => e
  p e.message
end
