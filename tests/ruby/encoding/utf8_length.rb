# length vs bytesize with multi-byte UTF-8 text; reverse/each_char on UTF-8
s = "naïve café ☕"
p s.length, s.bytesize
p s.reverse
p s.chars.last(2)
p "日本語".length, "日本語".bytesize, "日本語"[1], "日本語".byteslice(0, 3)
p "€".bytes, "€".ord, 8364.chr(Encoding::UTF_8)
p "abc".ascii_only?, s.ascii_only?
p s.upcase
p "😀".length, "😀".bytesize
p "ab".encoding.name, s.valid_encoding?
