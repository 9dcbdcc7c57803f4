# Rational rounding
r = Rational(22, 7)
p r.floor, r.ceil, r.round, r.truncate, (-r).floor, (-r).ceil, (-r).round, (-r).truncate
p r.floor(2), r.ceil(2), r.round(2), r.truncate(2), r.round(1).class
p Rational(1234, 1).round(-2), Rational(1250, 1).round(-2), Rational(-1250, 1).round(-2), Rational(1234, 7).floor(-1)
p Rational(5, 2).round, Rational(-5, 2).round, Rational(7, 2).round, Rational(5, 2).round(half: :even), Rational(5, 2).round(half: :down), Rational(7, 2).round(half: :even)
p Rational(-5, 2).round(half: :even), Rational(-5, 2).round(half: :down), Rational(1, 2).round(1), Rational(3).round(1)
p Rational(25, 100).round(1), Rational(35, 100).round(1, half: :even), Rational(1, 3).round(3)
