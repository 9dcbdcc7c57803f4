# string, bit and hex directives
p ["abc"].pack("a"), ["abc"].pack("a5"), ["abc"].pack("A5"), ["abc"].pack("Z5")
p ["abc"].pack("a*"), ["abc"].pack("A*"), ["abc"].pack("Z*"), ["abc"].pack("Z2")
p ["abc", "de"].pack("a2a3"), [nil].pack("a3")
p "abc \0\0".unpack("A*"), "abc \0\0".unpack("a*"), "ab\0cd".unpack("Z*a*"), "ab\0cd".unpack("Z3a*")
p "abc".unpack("a2a2a2"), "abc  ".unpack("A2A*")
p ["10110"].pack("b*"), ["10110"].pack("B*"), ["1"].pack("b17"), ["10110"].pack("B3")
p "\x0d\xf0".unpack("b*"), "\x0d\xf0".unpack("B*"), "\x0d\xf0".unpack("b5"), "\x0d".unpack("B20")
p ["a1f"].pack("h*"), ["a1f"].pack("H*"), ["1"].pack("h5"), ["4142"].pack("H*")
p "\x1a\xf0".unpack("h*"), "\x1a\xf0".unpack("H*"), "\x1a\xf0".unpack("H3")
p ["abc"].pack("a*").encoding, "abc".unpack1("a*").encoding
