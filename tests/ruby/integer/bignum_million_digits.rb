# Million-digit Integers: to_s and Integer()/String#to_i, divmod; and on 100,000-digit ones other bases, floored and truncated division by signs, Integer.sqrt, pow with a modulus, gcd/lcm and bit operations; checked by lengths, ends, digests and identities (sizes kept where CRuby without GMP, the reference on WASI, runs it in about a minute)
require 'digest'

def digest(s) = Digest::SHA256.hexdigest(s)[0, 16]

# decimal and power-of-two radix conversion, a million digits
x = 7**1_183_300 # 1,000,001 digits
t = x.to_s
p t.size, t[0, 20], t[-20, 20], digest(t)
p Integer(t) == x, Integer("-" + t) == -x, t.to_i == x
h = x.to_s(16)
p h.size, h[0, 16], digest(h), h.to_i(16) == x, Integer("0x" + h) == x
b = x.to_s(2)
p b.size, b.count("1"), Integer("0b" + b) == x
ten = 10**1_000_000
p ten.bit_length, ten % 1_000_000_007
nines = Integer("9" * 1_000_000)
p nines == ten - 1, nines.bit_length, nines % 1_000_000_007

# a million-digit Integer divided by a half-million-digit one
y = 3**1_048_000 # 500,027 digits
q, r = x.divmod(y)
p q.bit_length, r.bit_length, q % 1_000_000_007, r % 1_000_000_007
p q * y + r == x, r >= 0 && r < y

# 100,000-digit Integers
m = 7**118_330 + 12_345 # 100,001 digits
n = 3**104_800 + 1      # 50,003 digits
p m.to_s(36).size, digest(m.to_s(36)), m.to_s(36).to_i(36) == m, (-m).to_s(7)[0, 12], (-m).to_s(7).size
p ("12345_67890" * 10_000).to_i % 999_999_937, ("12345_67890" * 10_000).to_i.to_s.size
q, r = m.divmod(n)
p q * n + r == m, m / n == q, m % n == r, (m * n).divmod(n) == [m, 0]
q2, r2 = (-m).divmod(n)
p q2 == -q - 1, r2 == n - r
q3, r3 = m.divmod(-n)
p q3 == -q - 1, r3 == r - n
p m.remainder(-n) == r, (-m).remainder(n) == -r, (-m).div(-n) == q, m.modulo(-n) == r3, m.fdiv(n) == Float::INFINITY
p Integer.sqrt(10**200_000) == 10**100_000, Integer.sqrt(10**200_000 - 1) == 10**100_000 - 1
s = Integer.sqrt(m)
p s.bit_length, s * s <= m, (s + 1)**2 > m, s % 1_000_000_007
p m.pow(n, 1_000_000_007), m.pow(12_345, n) % 1_000_000_007, m.pow(12_345, -n) <= 0
p (m * 21).gcd(n * 14), m.gcd(n), (m * n).lcm(n * 5) == m * n * 5
p (m & n) + (m | n) == m + n, (m ^ n) == (m | n) - (m & n), ~m == -m - 1
p digest((m ^ -n).to_s(16)), (-m & n) % 1_000_000_007, (-m | -n) % 1_000_000_007
p (m >> 300_000).bit_length, (-m >> 400_000), (m << 1_000) >> 1_000 == m, m[200_000], (-m)[332_190]
p m.bit_length, (-m).bit_length, (2**332_192).bit_length, (-(2**332_192)).bit_length
