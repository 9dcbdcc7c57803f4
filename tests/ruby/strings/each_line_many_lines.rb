# each_line over more lines than it cuts at a time: every line once, in
# order, with chomp and paragraphs too, and a break ends it.
s = (1..200).map { |i| "line #{i}\n" }.join
lines = []
s.each_line { |l| lines << l }
p lines.size, lines.first, lines[63], lines[64], lines.last, lines == s.lines
p s.each_line(chomp: true).to_a.values_at(0, 64, 199)
p s.each_line("0").count, s.each_line("0").to_a[20], s.each_line(nil).to_a.size
paragraphs = (1..150).map { |i| "para #{i}\r\n\r\n\n" }.join + "tail"
got = paragraphs.each_line("").to_a
p got.size, got[64], got[149], got.last
p paragraphs.each_line("", chomp: true).to_a.values_at(0, 100, 150)
seen = []
s.each_line do |l|
  seen << l
  break if seen.size == 70
end
p seen.size, seen.last
p "".each_line.to_a, "no newline".each_line.to_a
