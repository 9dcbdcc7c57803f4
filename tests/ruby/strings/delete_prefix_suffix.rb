# delete_prefix/suffix, chomp/chop/chr, strip variants, and their bang forms
p "hello.rb".delete_suffix(".rb"), "hello.rb".delete_prefix("hel"), "x".delete_prefix("y")
s = +"prefix_name"
p s.delete_prefix!("prefix_"), s, s.delete_prefix!("zzz")
p "hello\n".chomp, "hello\r\n".chomp, "hello".chomp("lo"), "hello\n\n".chomp, "hello".chomp("")
p "hello".chop, "a\r\n".chop, "".chop, "x".chr, "".chr
p "  hi  ".strip, "\t\nhi\n".lstrip, "hi \n ".rstrip, "\0 hi \0".strip
t = +"  both  "
p t.strip!, t, t.strip!
p "xxhixx".delete_suffix("xx").delete_prefix("xx")
p "hello world".squeeze("l").chomp("d")
