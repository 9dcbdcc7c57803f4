# Float arithmetic: accumulation error, sum compensation, quo/fdiv, ** with fractions, abs/floor of negatives, zero signs
p [0.1] * 3 == [0.1, 0.1, 0.1], [0.1, 0.2, 0.3].sum, 0.1 + 0.2 + 0.3, [0.1] * 10 == [0.1] * 10, ([0.1] * 10).sum
p 7.fdiv(2), 7.quo(2), 7.0.quo(2), 2**0.5, 4**-0.5, 8**(1.0 / 3), (-8.0).abs, -7.5.floor, -7.5.ceil, -7.5.round
p 0.0 * -1, -0.0 + 0.0, 1 / -0.0, (-0.0).zero?, 0.0.eql?(-0.0), 0.0 == -0.0, [-0.0, 0.0].max, 5.0 % 3, -5.0 % 3
p 1e308 * 10, -1e308 * 10, 1e-320 / 1e10, 2.0**1023 * 2, Float::MAX + 1 == Float::MAX
p 3.14.to_r.class, 3.14.rationalize(Rational(1, 100)), 0.5.rationalize, 1.5.numerator rescue p $!.class
