# Bitwise operators on integers incl. negatives, shifts, bit reference
p 0b1100 & 0b1010, 0b1100 | 0b1010, 0b1100 ^ 0b1010, ~0b1100
p 1 << 10, 1024 >> 3, -16 >> 2, -1 >> 10, 1 << 64, 5 << -1
p 5[0], 5[1], 5[2], -1[100]
p -5 & 0xff, -5 | 0, -5 ^ -1
p 0xff.to_s(2).count("1"), 6.anybits?(2), 6.allbits?(6), 6.nobits?(1)
p (2**70) & (2**70 - 1), (2**70) | 1, ~(2**70)
p 0b1111 & -0b1000, -8 >> 1, -1 << 3, 1 << 0, 255 ^ 0xff
p (1 << 100) >> 99, ((1 << 100) - 1).to_s(2).count("1"), 6.bit_length
p 10.digits(2).reverse.join.to_i(2), 0x0f.to_s(2).rjust(8, "0")
