# Bignum arithmetic: + - * / % divmod ** gcd, negative bignums, mixed with floats
a = 3**80
b = 2**90 + 12345
p a + b, a - b, b - a, a * b
p a / b, a % 1000000007, b.divmod(a.to_s[0, 10].to_i)
p (-a) / 7, (-a) % 7, a.divmod(-13)
p a.gcd(3**50 * 2), (2**100).lcm(3**10)
p (2**128 - 1).to_s(16), (2**64).to_s(2).length
p 2**100 * 1.0, (2**100).to_f.class, 2**100 == 2.0**100
p a.pow(3, 10**9 + 7), Integer.sqrt(10**40 + 1)
p (2**100).bit_length, -(2**100) >> 90, (2**100) >> 99
