# encoding, force_encoding, valid_encoding?, bytesize, b, scrub and encode basics
s = "héllo"
p s.encoding, s.length, s.bytesize, s.valid_encoding?, s.ascii_only?, "abc".ascii_only?
b = s.b
p b.encoding, b.length, b
f = s.dup.force_encoding("ASCII-8BIT")
p f.encoding, f.length, f == b
bad = "abc\xffdef"
p bad.valid_encoding?, bad.length, bad.scrub, bad.scrub("?"), bad.scrub { |x| "<#{x.unpack1('H*')}>" }
p Encoding::UTF_8, Encoding::BINARY, Encoding::UTF_8.name, Encoding::ASCII_8BIT.to_s
p "abc".force_encoding(Encoding::BINARY).encoding
p "é".bytes, "é".unpack("U*"), "\u00e9" == "é", "\xC3\xA9" == "é"
p "".encoding
p "日本語".chars, "日本語".bytesize, "日本語".reverse, "日本語"[1]
p "é".encode("UTF-8"), "abc".unicode_normalize rescue p $!.class
p "caf\u00e9".length, "\u{1F600}".bytesize, "\u{1F600}".length
