# tr with ranges and negation, delete, squeeze, count with character sets
p "hello".tr("el", "ip"), "hello".tr("a-y", "b-z"), "hello".tr("^l", "*")
p "hello".tr("lo", ""), "hello".delete("l"), "hello".delete("a-k")
p "aaabbbccc".squeeze, "aaabbbccc".squeeze("a"), "mississippi".squeeze("sp")
p "hello world".count("lo"), "hello".count("a-z", "^l")
p "hello".tr_s("l", "r")
p "abc".tr("abc", "x")
s = +"banana"
p s.delete!("n"), s, s.delete!("z")
p "hello".count("l", "lo"), "hello".delete("l", "lo"), "a-b".tr("-", "_"), "abc".tr("a-c", "A-C")
p "aaa".squeeze!, "abc".squeeze!, "hello world".tr(" ", ""), "\\".tr("\\", "/")
