# format with widths from data, %-*s, %*d, %+.1f%%, and column alignment of a report
rows = [["Widget", 1234.5, 0.153], ["Gizmo", 99.0, -0.042], ["Thingamajig", 5.25, 0.0]]
w = rows.map { |r| r[0].size }.max
rows.each { |name, amt, ch| puts format("%-*s %10.2f %+6.1f%%", w, name, amt, ch * 100) }
puts format("%*s", w + 11, "=" * 10)
puts format("%-*s %10.2f", w, "Total", rows.sum { |r| r[1] })
p format("%3$s-%1$s-%2$s", "a", "b", "c"), format("%<x>08.3f|%<y>-4d|", x: 3.14159, y: 7)
p format("%c%c%c", 82, 117, 98), format("%5.1s|%-5.2s|", "abc", "xyz"), format("%05s", "ab"), format("% 05d", 42)
p format("%#.3g", 1.0), format("%g", 123456789.0), format("%g", 0.0001), format("%.3s", :symbol)
