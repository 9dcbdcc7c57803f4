# strip/lstrip/rstrip/chomp/chop/chomp(arg) and bang variants
s = "  \t hello \n  "
p s.strip, s.lstrip, s.rstrip
p "line\n".chomp, "line\r\n".chomp, "line".chomp, "line\n\n".chomp
p "hello".chomp("lo"), "hello".chomp("xx")
p "abc".chop, "a\r\n".chop, "".chop
t = +"  x  "
p t.strip!, t, t.strip!
p "xxhixx".delete_prefix("xx").delete_suffix("xx")
p "\0 pad \0".strip
p "abc".chomp!, "abc\n".chomp!
