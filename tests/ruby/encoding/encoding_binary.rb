# Binary strings: b, bytes, getbyte/setbyte, byteslice, unpack, valid_encoding? and force_encoding round trips
s = "héllo"
bin = s.b
p bin.encoding, bin.length, bin.bytes.first(3), bin[1], bin.valid_encoding?
p s.getbyte(1), s.getbyte(99), s.byteslice(1, 2), s.byteslice(1, 2).valid_encoding?, s.byteslice(1, 1).valid_encoding?
t = +"abc"
t.setbyte(0, 65)
p t, t.bytesize, [0xE2, 0x82, 0xAC].pack("C*").force_encoding("UTF-8"), "\xE2\x82\xAC" == "€"
raw = "\xff\xfe".b
p raw.bytes, raw.encoding, raw.force_encoding("UTF-8").valid_encoding?, raw.dup.force_encoding("BINARY").encoding
p "€".unpack("C*"), "€".unpack1("U"), [8364].pack("U"), "€".bytes.map { |b| b.to_s(16) }.join(" ")
p "abc".b == "abc", "é".b == "é", "é".b.bytes == "é".bytes
