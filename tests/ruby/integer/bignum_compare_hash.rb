# Bignum equality, hashing as keys, sorting, comparisons with Floats and Integers
x = 2**70
y = 2**69 * 2
p x == y, x.eql?(y), x.hash == y.hash, x.equal?(x)
h = { x => "big" }
p h[y], h.key?(2**70)
p [2**65, -(2**66), 3, 2**64].sort, [2**65, 5].max, [2**65, 5].min
p x <=> y + 1, x > 1e20, x < 1e22, x == 2.0**70
p (2**70).coerce(1), 2**70 - 2**70 == 0
p [x, y].uniq.size
