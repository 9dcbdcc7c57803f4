# hex/oct/sum/ord/chr, insert, prepend, reverse, dump, partition and case helpers
p "ff".hex, "-0x1A".hex, "zz".hex, "777".oct, "0b101".oct, "0x1f".oct, "12".oct
p "abc".sum, "a".ord, 8364.chr(Encoding::UTF_8), 65.chr
p "hello".insert(2, "XX"), "abc".insert(-1, "Z"), "abc".insert(-2, "Z")
p "world".prepend("hello "), "hello".reverse, "".reverse
p "%05d" % 42, "abc".each_char.map(&:ord)
p "Hello World".swapcase, "hello world".split.map(&:capitalize).join(" ")
p "snake_case_word".split("_").map.with_index { |w, i| i.zero? ? w : w.capitalize }.join
p "hello"=~ /ll/, "hello".match?(/LL/i), "abc".between?("abb", "abd")
p "line\n".dump, "tab\there".dump, "é".dump
p "hello world how are you".partition(" "), "a.b.c".rpartition(".")
p "title case".capitalize, "aBc".upcase(:ascii)
