# printf/putc/print/$, and puts with arrays: formatting directly to stdout
printf("%-5s|%5.2f|%03d\n", "ab", 3.14159, 7)
printf("%s and %p\n", "str", "str")
$stdout.printf("%x\n", 255)
putc "A"
putc 66
putc "\n"
print "a", "b", "\n"
puts [1, [2, [3]]], []
puts "multi\nline", "last"
p
p 1, 2
x = p(:ret)
p x, (p 3, 4)
