# Bignum arithmetic: division/modulo signs, divmod, comparisons with floats, to_f, coerce and hash keys
a = 2**100
b = -(3**50)
p a / b, a % b, a.divmod(b), b.divmod(7), a.remainder(b), b.abs, a.fdiv(2**99)
p a > 1e30, a < Float::INFINITY, a == a.to_f, (2**53 + 1).to_f.to_i, a.to_f
p a.even?, b.odd?, (a + 1).pred == a, a.succ - a, -a, a.coerce(2)
p (10**30).to_s.size, (10**30).digits.sum, 100.downto(98).map { |i| 2**i % 1000 }
h = { 2**64 => :big }
p h[2**64], (2**64).hash == (2**64).hash, (2**64).eql?(2**64), 2**64 == 2.0**64
p (1..30).reduce(:*), (1..25).reduce(:*) / (1..23).reduce(:*)
p 123456789 * 987654321 * 111111111, (2**64 - 1) & 0xFFFF, (2**64) >> 60, -(2**64) >> 1
p Integer.sqrt(2**200), (2**200).bit_length, (7**77).to_s(36)
