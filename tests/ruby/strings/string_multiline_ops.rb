# Multi-line string operations: indentation with gsub(/^/), dedenting, numbering lines, and wrapping in comments
code = "def hi\n  puts 1\nend"
p code.gsub(/^/, "  "), code.lines.map.with_index(1) { |l, i| "#{i}: #{l}" }.join, code.each_line.count
indented = "    a\n      b\n    c\n"
min = indented.lines.reject { _1.strip.empty? }.map { _1[/\A */].size }.min
p indented.gsub(/^ {#{min}}/, ""), code.gsub(/^/, "# "), code.lines.last, code.lines(chomp: true).map(&:strip)
p code.sub(/\A/, "=begin\n").concat("\n=end").lines.size, code.tr("\n", ";"), code =~ /^end$/
