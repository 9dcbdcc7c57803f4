# String#unicode_normalize and unicode_normalized? (NFC, NFD, NFKC, NFKD), through Ruby's own unicode_normalize library
p "e\u0301".unicode_normalize.codepoints
p "\u00e9".unicode_normalize(:nfd).codepoints
p "\uff71".unicode_normalize(:nfkc)
p "\ufb01".unicode_normalize(:nfkd)
p "\u1100\u1161".unicode_normalize
p "abc".unicode_normalized?, "e\u0301".unicode_normalized?, "e\u0301".unicode_normalized?(:nfd)
s = +"e\u0301"
s.unicode_normalize!
p s.length
p Encoding::UNICODE_VERSION
begin
  "x".unicode_normalize(:nope)
rescue ArgumentError => e
  p e.message
end
begin
  "x".encode("ISO-8859-1").unicode_normalize
rescue => e
  p e.class, e.message
end
