# BigDecimal arithmetic: exact + - *, `/` with the gem's own digits,
# div/add/sub/mult with a precision, modulo and divmod, powers, rounding,
# comparison and coercion with Integer, Float and Rational.
# Expected output from Debian's CRuby 3.1 (bigdecimal 3.1.1): CRuby 4.0 on
# WASI has no bigdecimal (decision 050).
require "bigdecimal"
a = BigDecimal("1.5"); b = BigDecimal("3")
p a + b, a - b, a * b, b / a, BigDecimal("1") / BigDecimal("3"), BigDecimal("2") / 3, BigDecimal("1") / 7
p BigDecimal("10") / BigDecimal("3.0"), BigDecimal("1234.5678") / BigDecimal("0.0003"), BigDecimal("1") / BigDecimal("1e40")
p BigDecimal("123456789012345678901234567890123456789") / 7, BigDecimal("1.1") / BigDecimal("1.1"), BigDecimal("22") / 7.0
p BigDecimal("1") / (1/3r), BigDecimal("1").quo(3), BigDecimal("-2") / 3, BigDecimal("5") / BigDecimal("-0.7")
p BigDecimal("1") / 0, BigDecimal("-1") / 0, BigDecimal("0") / 0, (BigDecimal("3").div(0) rescue $!)
p a.div(BigDecimal("0.4")), a.div(BigDecimal("0.4"), 5), BigDecimal("1").div(3, 5), BigDecimal("2").div(3, 0)
p a % BigDecimal("0.4"), a.divmod(BigDecimal("0.4")), a.remainder(BigDecimal("0.4")), a.modulo(1)
p BigDecimal("7").remainder(-2), BigDecimal("-7") % 2, BigDecimal("-7").divmod(2), BigDecimal("7.5").divmod(BigDecimal("-2"))
p a.mult(b, 2), a.add(b, 1), a.sub(b, 1), BigDecimal("1").add(BigDecimal("0.0001"), 3), BigDecimal("1.25").mult(1, 2)
p BigDecimal("12345").add(0, 2), BigDecimal("1.35").add(0, 2), BigDecimal("1.3500001").sub(0, 2)
p BigDecimal("2") ** 10, BigDecimal("1.5") ** 2, BigDecimal("10") ** 20, BigDecimal("3").power(3, 2), BigDecimal("2").power(-1)
p BigDecimal("5").sqrt(5), BigDecimal("16").sqrt(0), BigDecimal("0.25").sqrt(3)
p BigDecimal("1.5").abs, -a, a.frac, a.fix, BigDecimal("-1.25").fix, BigDecimal("-1.25").frac
p BigDecimal("2.5").round, BigDecimal("-2.5").round, BigDecimal("2.345").round(2), BigDecimal("2.345").round(2).class
p BigDecimal("2.5").round.class, BigDecimal("1.23456").floor(2), BigDecimal("1.23456").ceil(3), BigDecimal("-1.5").floor
p BigDecimal("1.5").truncate, BigDecimal("123.456").truncate(-1), BigDecimal("3.14159").round(3, :down)
p BigDecimal("2.5").round(half: :even), BigDecimal("2.5").round(0, :half_even), BigDecimal("2.55").round(1, BigDecimal::ROUND_HALF_DOWN)
p BigDecimal("-2.5").round(0, :ceiling), BigDecimal("2.5").round(0, :banker), BigDecimal("1.25").round(1), BigDecimal("-1.25").round(1)
p BigDecimal("1e3").to_i, BigDecimal("1.999").floor, BigDecimal("-1.001").ceil, BigDecimal("12.345").round(-1)
p BigDecimal("12.345").floor(-1), BigDecimal("55").round(-1).class
p a == 1.5, a == BigDecimal("1.50"), a <=> 2, a < b, a.hash == BigDecimal("1.50").hash, 1 + a, 1.0 + a, (1r/2) + a
p BigDecimal("1.50").hash == BigDecimal("1.5").hash, BigDecimal("1.5").eql?(1.5), BigDecimal("2") == 2, 2 == BigDecimal("2")
p BigDecimal("0.1") == 0.1, BigDecimal("NaN") == BigDecimal("NaN"), BigDecimal("NaN") <=> 1, BigDecimal("1") <=> "x"
p (BigDecimal("1.5") + nil rescue $!), (BigDecimal("1.5") < nil rescue $!), BigDecimal("1.5") == nil, a.coerce(2)
p [BigDecimal("3"), BigDecimal("-1.5"), BigDecimal("2")].sort, [BigDecimal("3"), 2, 2.5].max, 3 * a, 4 - a
