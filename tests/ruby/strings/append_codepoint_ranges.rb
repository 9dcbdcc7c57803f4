# String#<< with an Integer: a number no character of the encoding can have
# is "out of char range"; one that makes no valid character is an "invalid
# codepoint"; multibyte encodings take their codes; US-ASCII past 127 turns
# binary. The expected output was written by hand from CRuby 4.0's, with
# the line for 2**32 from Debian's CRuby 3.1: a 64-bit long makes it a
# Fixnum ("4294967296 out of char range"), where the 32-bit WebAssembly
# reference makes it a Bignum.
[0x110000, 0xD800, 0x81308130, 0xFFFFFFFF, 2**32, -1, 2**70].each do |c|
  p((+"a") << c)
rescue RangeError => e
  p e.message
end
p((+"a").encode("GB18030") << 0x81308130)
p((+"a").b << 200)
begin
  (+"a").b << 256
rescue RangeError => e
  p e.message
end
a = (+"a").encode("US-ASCII")
a << 200
p a, a.encoding
b = (+"a").encode("US-ASCII")
b << 100
p b, b.encoding
p((+"a").encode("EUC-JP") << 0xA4A2)
begin
  (+"a").encode("EUC-JP") << 0xA4
rescue RangeError => e
  p e.message
end
d = (+"a").encode("UTF-16LE")
d << 0x1F600
p d.bytesize
begin
  d << 0xD800
rescue RangeError => e
  p e.message
end
