# BigDecimal from Strings, Integers, Floats and Rationals, and its text:
# to_s's formats and groups, split, precision, scale and exponent.
# Expected output from Debian's CRuby 3.1 (bigdecimal 3.1.1): CRuby 4.0 on
# WASI has no bigdecimal (decision 050).
require "bigdecimal"
["1.23", "  -1_2.5e+2  ", "1__2", "_12", "0x1A", "1 2", "infinity", "1_", "1.5_", "1e5_0", "--1", "+1",
 "1E5", "1d5", "", " ", "0.0000", "-0", "00012.5000", "1e-0", ".5", "5.", "1.e5", "1e", "+NaN", " NaN ",
 "-Infinity", "1.5e-3"].each { |s| p [s, (BigDecimal(s) rescue $!.message)] }
p BigDecimal("x", exception: false), BigDecimal(nil, exception: false)
p (BigDecimal(0.1) rescue $!), BigDecimal(0.1, 5), BigDecimal(1/3r, 10), BigDecimal(42), BigDecimal(2**70)
p BigDecimal(3.0, 2), BigDecimal(1.0/3, 5), BigDecimal(123.456, 2), BigDecimal(1.0/0, 2), BigDecimal(BigDecimal("1.23456"), 3), BigDecimal(12345, 2)
p (BigDecimal(nil) rescue $!), (BigDecimal([]) rescue $!), (BigDecimal(0.5, 17) rescue $!), (BigDecimal(1r) rescue $!)
a = BigDecimal("1.5")
p a.to_s, a.to_s("F"), BigDecimal("-0.00123").to_s, BigDecimal("123456789.123").to_s("3F"), BigDecimal("1e20").to_s("F")
p a.to_s("+F"), a.to_s(" F"), BigDecimal("12345").to_s("E"), BigDecimal("1234.56789").to_s("3F"), BigDecimal("1234.56789").to_s("3E")
p BigDecimal("1234.56789").to_s("2"), BigDecimal("-1234.5").to_s("+3F"), BigDecimal("0.000123").to_s("2F"), BigDecimal("1e-20").to_s
p BigDecimal("-0.0").to_s("F"), BigDecimal("NaN").to_s("F"), BigDecimal("Infinity").to_s("+F"), BigDecimal("100").to_s, BigDecimal("0.1").to_s("F")
p BigDecimal("-123.45e10").to_s("F"), BigDecimal("1.23e-5").to_s, BigDecimal("12345678901").to_s
p BigDecimal("0"), BigDecimal("-0"), BigDecimal("NaN"), BigDecimal("Infinity"), BigDecimal("-Infinity"), BigDecimal(" 1_000.5 ")
p a.precision, a.scale, a.exponent, BigDecimal("0.001").exponent, BigDecimal("1e-20").exponent, BigDecimal("1e1000000").exponent
p BigDecimal("100").precision, BigDecimal("1e10").precision, BigDecimal("0.0012").precision, BigDecimal("0.0012").scale
p BigDecimal("123.45").precision_scale, BigDecimal("100").n_significant_digits, a.split, BigDecimal("-0.00123").split
p a.sign, BigDecimal("-0").sign, BigDecimal("NaN").sign, BigDecimal("-Infinity").sign, BigDecimal("-3").sign
p a.zero?, a.nonzero?, BigDecimal("0").nonzero?, a.finite?, BigDecimal("NaN").nan?, BigDecimal("-Infinity").infinite?, a.infinite?
p a.frozen?, a.to_f, a.to_i, BigDecimal("-2.7").to_i, a.to_r, BigDecimal("3.14").to_r, BigDecimal("1.23456789e-3").to_f
p BigDecimal("1e400").to_f, BigDecimal("-1e-400").to_f, (BigDecimal("NaN").to_i rescue $!), (BigDecimal("Infinity").to_i rescue $!)
p BigDecimal::INFINITY, BigDecimal::NAN, BigDecimal::VERSION, BigDecimal::BASE, BigDecimal.double_fig
