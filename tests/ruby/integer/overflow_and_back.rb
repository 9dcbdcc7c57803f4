# Fixnum -> Bignum promotion on overflow and demotion back, boundaries around 2**62/2**63/2**64
max = 2**62 - 1
p max, max + 1, (max + 1).class, (max + 1) - 1, ((max + 1) - 1) == max
big = 2**64
p big, big - 2**64, (big - 2**64).class, big / 2**32, big % 7
p 9223372036854775807 + 1, -9223372036854775808 - 1
p 4611686018427387904 * 2, 4611686018427387904 * -2
p (2**100).to_s.length, 2**100 / 2**99, (2**100).even?
p 123456789 * 987654321 * 123456789
p (10**30) / (10**28), -(10**20) / 3, (10**20) % -7
