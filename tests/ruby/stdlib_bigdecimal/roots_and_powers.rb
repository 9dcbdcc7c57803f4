# Square roots, and powers with a negative or fractional exponent, where
# Garnet computes digits its own way (decision 050): a square root is
# truncated to the precision asked for plus three digits, all correct; a
# negative power is 1 / x**n through `/`; a fractional one goes through
# Float. The bigdecimal gem's last digits of a root wander, so the expected
# output was written by hand from the true values (Python's decimal module
# at 60 digits).
require "bigdecimal"
p BigDecimal("2").sqrt(30).round(30), BigDecimal("3").sqrt(50).truncate(50)
p BigDecimal("1e-10").sqrt(5), BigDecimal("0.0004").sqrt(2), BigDecimal("16").sqrt(0), BigDecimal("123456789").sqrt(20).round(15)
p ((BigDecimal("1.5") ** -2) - 4/9r).abs < BigDecimal("1e-35"), BigDecimal("4") ** -1, BigDecimal("0.5") ** -3
p (BigDecimal("2") ** 0.5).round(15), (BigDecimal("0") ** -1), BigDecimal("-2") ** 3, BigDecimal("-2") ** -2
p (BigDecimal("-2").sqrt(5) rescue $!), (BigDecimal("NaN").sqrt(5) rescue $!), BigDecimal("Infinity").sqrt(3)
