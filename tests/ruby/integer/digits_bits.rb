# digits with bases, bit_length, to_s(base), Integer("..", base), bitwise ops and [] on integers
p 12345.digits, 255.digits(16), 0.digits, (2**70).digits.size, 1234.digits(100)
begin
  -1.digits
rescue Math::DomainError => e
  p e.message
end
p 0.bit_length, 1.bit_length, 255.bit_length, 256.bit_length, -1.bit_length, -256.bit_length, (2**100).bit_length
p 255.to_s(2), 255.to_s(36), (2**64).to_s(16), -42.to_s(7), 35.to_s(36)
p Integer("0b1010"), Integer("0o17"), Integer("0x1f"), Integer("z", 36), Integer("  42  "), Integer("1_000")
begin
  Integer("12abc")
rescue ArgumentError => e
  p e.message
end
p Integer("abc", exception: false), Integer(nil, exception: false) rescue p $!.class
p 5[0], 5[1], 5[2], (2**80)[80], 0b1010 & 0b0110, 0b1010 | 1, 0b1010 ^ 0b1111, ~5, 1 << 70, -16 >> 2
p 10.allbits?(2), 10.anybits?(5), 10.nobits?(5), 6.lcm(4), 6.gcd(4), 6.gcdlcm(4)
