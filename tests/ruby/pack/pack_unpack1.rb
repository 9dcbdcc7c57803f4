# pack/unpack/unpack1 for integers, strings, hex, base64 and network byte order
p [65, 66, 67].pack("C*"), [1, 2].pack("s<*").bytes, [1].pack("N").bytes, [1].pack("V").bytes
p "ABC".unpack("C*"), "\x01\x00\x02\x00".unpack("v*"), "\x00\x00\x01\x00".unpack1("N")
p ["abc"].pack("a5").bytes, ["abc"].pack("A5"), ["abc"].pack("Z*").bytes
p "abc  ".unpack1("A*"), "abc\0\0".unpack1("Z*"), "abc".unpack("a2")
p ["616263"].pack("H*"), "abc".unpack1("H*"), "abc".unpack1("h*"), "abc".unpack1("B*")
p ["hello"].pack("m"), "aGVsbG8=\n".unpack1("m"), ["hello"].pack("m0")
p [1, 2, 3].pack("n*").unpack("n*"), [-1].pack("l").unpack1("l"), [-1].pack("L").unpack1("L")
p [1.5].pack("e").unpack1("e"), [2.25].pack("G").bytes
p "héllo".unpack("U*"), [104, 233].pack("U*")
p [1, 2].pack("CxC").bytes, "abcdef".unpack("a2 x2 a2")
p ["a", "b"].pack("a2a2").bytes, "\xff".unpack1("c"), "\xff\xff".unpack1("s")
p [300].pack("w").bytes, "\x82\x2c".unpack1("w")
p "hello world".unpack1("@6a5")
