# Bit tricks: popcount via to_s(2), power-of-two checks, masks, shifts, Gray code and bit reversal
def popcount(n) = n.to_s(2).count("1")
def pow2?(n) = n.positive? && (n & (n - 1)).zero?
p (0..10).map { |n| popcount(n) }, [1, 2, 3, 64, 96, 1024].map { |n| pow2?(n) }
p (0...8).map { |n| n ^ (n >> 1) }.map { |g| g.to_s(2).rjust(3, "0") }
def reverse_bits(n, width) = n.to_s(2).rjust(width, "0").reverse.to_i(2)
p reverse_bits(0b0001, 4), reverse_bits(0b1011, 4), reverse_bits(1, 8)
flags = { read: 1, write: 2, exec: 4 }
perm = flags[:read] | flags[:exec]
p flags.select { |_, b| perm & b != 0 }.keys, perm.to_s(2), perm[1], perm[2], ~perm & 7, 1 << 40, (1 << 40) >> 38
