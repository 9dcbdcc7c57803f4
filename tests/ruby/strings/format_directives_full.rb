# format/% with flags, widths, precision, *, positional and named references
p format("%d|%5d|%-5d|%05d|%+d|% d", 42, 42, 42, 42, 42, 42)
p format("%x|%X|%#x|%o|%#o|%b|%#b|%B", 255, 255, 255, 8, 8, 5, 5, 5)
p format("%x|%b|%o", -255, -5, -8), format("%+x|% b", -255, -5)
p format("%.3f|%10.2f|%-10.2f|%+.1f|%08.3f", 3.14159, 2.5, 2.5, 2.0, -3.14159)
p format("%e|%E|%.2e|%g|%g|%g|%G", 12345.678, 0.000123, 5.0, 1234567.0, 0.00001234, 100.0, 1.0e-10)
p format("%s|%10s|%-10s|%.2s", "hi", "hi", "hi", "hello")
p format("%p|%p", "str", :sym), format("%c%c", 65, "bc")
p format("%%|%5.1s|", "xyz")
p format("%*d|%-*d|", 6, 7, 4, 9)
p format("%2$s %1$s", "world", "hello")
p format("%<a>s-%<b>05.1f", a: "x", b: 2.25), format("%{a}-%{b}", a: 1, b: [2])
p "%s and %s" % ["a", "b"], "%05.2f%%" % 99.5, "%d" % 3.99, "%s" % nil
p "%-6s|" % :ab, "%x" % 3735928559, "%d" % (2**70)
p format("%.10g", 1.0 / 3), format("%a", 1.0) rescue p $!
p format("%08.3e", 1234.5), format("%+05d", -3), format("%.0f %.0f %.0f", 0.5, 1.5, 2.5)
begin
  format("%d", "abc")
rescue ArgumentError => e
  p e.message
end
begin
  format("%d %d", 1)
rescue ArgumentError => e
  p e.message
end
