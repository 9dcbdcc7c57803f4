# Bignum text conversions: to_s in bases, Integer() parsing of long digit strings, digit sums, and formatting
big = 2**200 + 12345
p big.to_s.size, big.to_s(16), big.to_s(2).count("1"), big.to_s(36), big.digits.first(5)
s = "123456789" * 5
n = Integer(s)
p n, n.class, n + 1, n.to_s == s, n % 97, n.to_s.chars.map(&:to_i).sum
p Integer("0x" + "f" * 20), Integer("-" + "9" * 25), "1#{'0' * 30}".to_i / 10**29
p format("%d", 2**80), format("%x", 2**80), format("%030d", 3**40), format("%e", 2**80), (2**80).to_f
p (10**25).digits.size, (10**25 - 1).to_s.squeeze, (3**100).to_s[0, 10], (3**100).to_s.size
