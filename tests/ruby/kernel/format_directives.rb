# format/sprintf directives: %d %5.2f %-5s %05d %x %o %b %e %s %p %% %+d %c %10.4s %*d
puts format("%d|%5d|%-5d|%05d", 42, 42, 42, 42)
puts format("%.2f|%5.2f|%-8.3f|%08.2f", 3.14159, 2.5, 1.0, -3.5)
puts format("%s|%5s|%-5s|%.2s", "abc", "ab", "ab", "abcdef")
puts format("%x|%X|%#x|%o|%#o|%b|%#b|%08b", 255, 255, 255, 8, 8, 5, 5, 5)
puts format("%e|%.2e|%E|%g|%g", 12345.678, 0.000123, 1.5, 1234567.0, 0.00001234)
puts format("%p|%p|%s|%s", "str", :sym, nil, [1, "a"])
puts format("100%%|%c|%c", 65, "z")
puts format("%+d|%+d|% d|%+.1f", 5, -5, 5, 2.25)
puts format("%*d|%-*d|", 6, 42, 6, 42)
puts format("%<a>s-%<b>05.1f", a: "x", b: 2.345)
puts format("%{a}/%{b}", a: 1, b: 2)
puts format("%d", 3.99), format("%d", 2**70), format("%x", -255), format("%.3s", :symbol)
puts sprintf("%-10s|", "left") + sprintf("%10s|", "right")
printf("%s and %d\n", "printf", 7)
begin
  format("%d", "abc")
rescue ArgumentError => e
  puts e.message
end
begin
  format("%d %d", 1)
rescue ArgumentError => e
  puts e.message
end
