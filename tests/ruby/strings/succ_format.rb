# String#succ/next with carries and String#% formatting
p "a".succ, "az".succ, "zz".succ, "a9".succ, "Zz".succ, "1.9".succ, "".succ
p "abc".next
p ("aa".."ad").to_a
p "%05d|%-5s|%x" % [42, "ab", 255]
p "%s and %s" % %w[x y]
p "%.2f%%" % 99.5
p "%p" % [nil]
p "%c%c" % [72, "i"]
p "%+d % d" % [5, 5]
p "%08.3f" % 3.14159
p "%s" % :sym
p "%-10s|" % "left"
p "%3$s %1$s %2$s" % ["a", "b", "c"]
p "%<x>d-%{y}" % { x: 1, y: "two" }
