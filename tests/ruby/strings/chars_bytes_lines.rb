# chars, bytes, lines, each_char, each_line with separators
s = "héllo"
p s.chars, s.bytes.size, s.bytes.first(3)
p "a\nb\nc".lines, "a\nb\n".lines, "no newline".lines
p "a,b,c".each_char.to_a.size
r = []
"xyz".each_char { |c| r << c.upcase }
p r
"one\ntwo\n".each_line { |l| p l }
p "a\n\nb".lines
p "abc".each_byte.map { |b| b + 1 }
p "ab".each_char.with_index.map { |c, i| "#{i}#{c}" }
p "a-b-c".lines("-")
p "".chars, "".lines
