# tr and tr_s with ranges, negation, escapes; delete/squeeze/count with character sets
p "hello".tr("el", "ip"), "hello".tr("a-y", "b-z"), "hello".tr("^l", "*")
p "hello".tr("lo", "x"), "hello".tr("", "x"), "hello".tr("h-l", "H")
p "hello world".tr("a-z", "A-Z"), "abc".tr("abc", "")
p "a-b".tr("-", "_"), "a-b".tr("a\\-b", "xyz")
p "aabbcc".tr_s("ab", "xy"), "hello".tr_s("l", "r")
p "hello world".delete("l"), "hello world".delete("lo", "o"), "hello".delete("^l")
p "hello".delete("a-k"), "a-b-c".delete("-")
p "aaabbbccc".squeeze, "aaabbbccc".squeeze("a"), "mississippi".squeeze("a-r")
p "hello world".count("lo"), "hello world".count("a-z", "^l"), "hello".count("")
p "hello^".count("^"), "a\\b".count("\\\\")
s = +"hello"
p s.tr!("l", "L"), s, s.tr!("z", "Z")
p s.delete!("L"), s, s.delete!("z")
t = +"aaa  bbb"
p t.squeeze!, t, t.squeeze!
p "héllo".tr("é", "e"), "àbc".count("à")
p "12345".tr("1-5", "a-c")
