# each_line/lines with separators, chomp:, paragraph mode, and byte/char iteration
text = "line one\nline two\r\nline three"
text.each_line { |l| p l }
p text.lines(chomp: true)
p "a\n\n\nb\nc\n\n".lines(""), "a\n\n\nb".each_line("").to_a
p "a|b|c".each_line("|").to_a, "a|b|c".each_line("|", chomp: true).to_a
p "abc".each_char.to_a, "hé".each_byte.to_a, "hé".bytes
p "abc".each_line.class
n = 0
"x\ny\nz\n".each_line { n += 1 }
p n
p "hello\n".lines.map(&:chomp), "no_newline".each_line.to_a
p "one\ntwo".each_line.with_index.map { |l, i| "#{i}:#{l.chomp}" }
p "a😀b".chars, "a😀b".codepoints
