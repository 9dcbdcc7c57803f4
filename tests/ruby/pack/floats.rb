# float directives
p [1.5].pack("e"), [1.5].pack("g"), [1.5].pack("E"), [1.5].pack("G")
p [1.5, 2].pack("f*"), [-0.25].pack("d"), [3].pack("F"), [3].pack("D")
p [1.5].pack("e").unpack1("e"), [0.1].pack("f").unpack1("f"), [0.1].pack("d").unpack1("d")
p "\x00\x00\xc0\x3f".unpack("e"), "\x3f\xf8\x00\x00\x00\x00\x00\x00".unpack("G")
p [Float::INFINITY, -Float::INFINITY].pack("E2").unpack("E*")
p [Float::NAN].pack("g").unpack1("g").nan?
p "\x00\x00".unpack("e2")
