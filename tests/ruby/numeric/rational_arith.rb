# Rational arithmetic, comparison, coercion
a = Rational(1, 3)
b = Rational(1, 6)
p a + b, a - b, a * b, a / b, a + 1, a - 1, a * 3, a / 2, a + 0.5, a * 1.5
p 1 + a, 1 - a, 2 * a, 1 / a, 0.5 + a, 1.0 / a, 2.0 * a
p -a, +a, (-a).abs, a.abs, a.magnitude
p a ** 2, a ** -2, a ** 0, Rational(-2, 3) ** 3, Rational(1, 4) ** 0.5, Rational(4, 9) ** Rational(1, 2), a ** 2r
p 2 ** Rational(1, 2), 2 ** 2r, 4 ** Rational(-1, 1)
p a <=> b, b <=> a, a <=> a, a <=> 1, 1 <=> a, a <=> 0.3, a <=> "x"
p a == Rational(2, 6), a == 1, Rational(2) == 2, 2 == Rational(2), 0.5 == Rational(1, 2), Rational(1, 2) == 0.5
p a > b, a < b, a >= 0, a <= 1, a.between?(0, 1), [a, b, 1, 0.25].sort, [a, b, 1].max
p a.coerce(2), a.coerce(1.5), a.coerce(b)
p a.quo(2), a.fdiv(2), a.to_f, Rational(7, 2).to_i, Rational(-7, 2).to_i
p Rational(7, 2).divmod(1), Rational(-7, 2) % 2, Rational(7, 2).div(Rational(1, 3)), Rational(7, 2).remainder(-2)
p a.zero?, Rational(0).zero?, a.positive?, a.negative?, (-a).negative?, a.integer?, a.finite?, a.infinite?
p a.hash == Rational(2, 6).hash, a.eql?(Rational(1, 3)), Rational(1).eql?(1), { Rational(1, 2) => :h }[0.5r]
p [1r, 2].sum, [Rational(1, 2), Rational(1, 3)].sum, [0.5r, 1.5].sum, (1..3).sum { |i| Rational(1, i) }
begin
  a / 0
rescue ZeroDivisionError => e
  p e.message
end
p a / 0.0, -a / 0.0
begin
  Rational(0) ** -1
rescue ZeroDivisionError => e
  p e.message
end
begin
  a + "x"
rescue TypeError => e
  p e.message
end
begin
  a < "x"
rescue ArgumentError => e
  p e.message
end
