# Integer literals: underscores, hex/binary/octal prefixes, signs, ?-char literal
p 1_000_000
p 0x1F, 0xff, 0XAB
p 0b1010, 0B1111_0000
p 0o17, 017, 0O777
p 0d99
p -42, +7
p 1_2_3
p 0
p -0
p 123.class
p 0x7fff_ffff_ffff_ffff
p 0x7fff_ffff_ffff_ffff + 1
p 4611686018427387903.class
p 2**62
p 10.0 / 4
p 10 / 4
p 1e3.class, 1e3
p ?a, ?a.class
p -2.abs
p 3.14.to_i
