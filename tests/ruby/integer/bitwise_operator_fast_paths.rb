# &, |, ^, >> and << as operators and in op-assignments: Fixnum edges (signs,
# shifts past 63 bits, results that become Bignums), other receivers, and a
# redefined Integer operator, which every later use must call; expected
# output from CRuby 4.0.
def show(label) = puts("#{label}: #{yield.inspect}")

a = 0b1100
b = 0b1010
show("and or xor") { [a & b, a | b, a ^ b] }
show("negatives") { [-6 & 3, -6 | 3, -6 ^ 3, -1 & 0xff, -(2**62) & -1] }
show("right") { [1024 >> 3, -1024 >> 3, -1 >> 1, 5 >> 0, 5 >> 70, -5 >> 70, 8 >> -2] }
show("left") { [1 << 10, -3 << 4, 5 << 0, 0 << 100, 1 << -1, -8 << -1, 16 << -70] }
big = 1 << 62
show("into Bignum") { [big, big.class, 1 << 63, 3 << 61, -1 << 63, (2**61) << 1, 4611686018427387903 << 1] }
show("Bignum operands") { [(2**64) & 0xff, (2**64) | 1, (2**64) ^ (2**64), (2**70) >> 68, 1 << 64] }
m = 2**62 - 1
show("largest Fixnum") { [m & m, m | 1, m ^ m, m >> 61, m << 1] }

x = 0
x |= 0b1
x <<= 3
x ^= 0b1111
x &= 0b1110
x >>= 1
show("op-assign") { x }

show("true and nil") { [true & false, true | false, true ^ true, nil | 1, nil & 1, false ^ true] }
show("Array") { [[1, 2, 3] & [2, 3, 4], [1, 2] | [2, 5], [1] << 2] }
show("String <<") { +"ab" << "cd" << 33 }
show("Float") do
  1.5 & 1
rescue NoMethodError => e
  e.message
end
show("Integer & Float") do
  3 & 1.5
rescue TypeError => e
  e.message
end
show("shift by a Float") { [8 >> 1.9, 1 << 2.5] }
show("coerce-less") do
  3 | "x"
rescue TypeError => e
  e.message
end

class Integer
  alias_method :plain_and, :&
  def &(other) = :redefined_and
  def >>(other) = :redefined_shift
end
show("redefined") { [6 & 3, 6 >> 1, 6 | 3, 6.plain_and(3)] }
y = 7
y &= 1
show("redefined op-assign") { y }
