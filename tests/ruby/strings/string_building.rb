# Building strings: <<, concat, *, join, interpolation, String.new with capacity, and StringIO-free buffers
buf = +""
10.times { |i| buf << i.to_s << (i.even? ? "," : ";") }
p buf, buf.size
s = String.new("abc", capacity: 100)
s << "def"
p s, s.encoding
parts = %w[alpha beta gamma]
p parts.join(", "), parts.map(&:upcase).join("-"), parts.each_with_index.map { |w, i| "#{i}:#{w}" }.join(" ")
table = [["name", "qty"], ["apple", 3], ["kiwi", 12]]
widths = table.transpose.map { |col| col.map(&:to_s).map(&:size).max }
table.each { |row| puts row.each_with_index.map { |c, i| c.to_s.ljust(widths[i]) }.join(" | ") }
p "ab" "cd", "x" * 3 + "y", "#{1}#{nil}#{:s}#{[1]}"
acc = []
"line1\nline2".each_line { |l| acc << l.chomp.reverse }
p acc.join("/")
p String.new.encoding, String.new("x").frozen?
