# Box-drawing a table: ljust/rjust/center with computed widths and multi-byte borders
rows = [%w[Name Lang Stars], %w[garnet C++ 42], %w[ruby C 21000], %w[mruby C 5200]]
widths = rows.transpose.map { |col| col.map(&:size).max }
line = "+" + widths.map { |w| "-" * (w + 2) }.join("+") + "+"
puts line
rows.each_with_index do |r, i|
  puts "| " + r.each_with_index.map { |c, j| j == 2 ? c.rjust(widths[j]) : c.ljust(widths[j]) }.join(" | ") + " |"
  puts line if i.zero?
end
puts line
puts "Summary".center(line.size, "~")
