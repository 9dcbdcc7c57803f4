# puts/print/p/pp semantics: arrays flattened by puts, nil prints empty line, p returns its argument(s)
puts [1, [2, [3]]], nil, [], "end"
puts
puts nil
puts [nil]
print "a", "b", 1, nil, :c, "\n"
x = p(5)
y = p(1, 2)
z = p
p x, y, z
r = puts("returns nil")
p r
pp({ a: 1, b: [1, 2] })
q = pp("pp returns arg")
p q
$stdout.puts "via $stdout"
STDOUT.print "via STDOUT\n"
$stdout.write("write returns bytes: ", 3, "\n")
p $stdout.write("xy\n")
puts "multi", "args"
puts "already newline\n"
print "no newline"
print "\n"
$stdout << "chained " << 42 << "\n"
