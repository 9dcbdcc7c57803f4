# Rational construction, normalization, literals, to_s/inspect
p 3r, 1.5r, 0.75r, Rational(1, 3), Rational(2, 4), Rational(-6, 4), Rational(6, -4), Rational(0, 5)
p Rational("1/3"), Rational("0.75"), Rational(" 2 "), Rational("-3/6"), Rational("1.5e2"), Rational("1_000")
p Rational(0.5), Rational(0.5, 2), Rational(1, 0.5), Rational(Rational(1, 2), 3), Rational(3, Rational(1, 2))
p Rational(1, 3).numerator, Rational(1, -3).numerator, Rational(1, -3).denominator
p Rational(1, 3).to_s, Rational(-5, 1).to_s, Rational(2, 3).inspect
p Rational(1, 3).class, Rational.ancestors.include?(Comparable), Rational(1, 3).frozen?
p 2**-1, (-2)**-3, 10**-2, 2**-1 == 0.5
p 3.to_r, 3.rationalize, 1.quo(3), 6.quo(3), 7 / 2, 1.quo(2.0)
p 0.1.to_r, 2.5.to_r, -0.75.to_r, 0.0.to_r, 1e20.to_r, 0.75.rationalize, 0.1.rationalize, 0.333.rationalize(0.01), 3.14159.rationalize(Rational(1, 100))
p Rational(1, 3).rationalize(Rational(1, 10)), Rational(1, 3).rationalize
p "1/3".to_r, "0.5abc".to_r, "abc".to_r, nil.to_r
begin
  Rational(1, 0)
rescue ZeroDivisionError => e
  p e.message
end
begin
  Rational("abc")
rescue ArgumentError => e
  p e.message
end
begin
  Rational(nil)
rescue TypeError => e
  p e.message
end
begin
  Rational.new(1, 2)
rescue NoMethodError => e
  p e.class
end
p Rational("x", exception: false)
