# Case mapping, strip/chomp/chop, character sets, justification, succ, reverse.
def err
  yield
rescue => e
  puts "#{e.class}: #{e.message}"
end

p "héllo wörld".upcase, "HÉLLO".downcase, "hÉLLO wORLD".capitalize, "HéLLo".swapcase
p "straße".upcase, "ÀÉÎÕÜ".downcase, "ÿ".upcase, "αβγ".upcase, "ПРИВЕТ".downcase, "ǆa".swapcase
p "héllo".upcase(:ascii), "ABC".downcase(:fold)
err { "a".upcase(:foo) }
s = +"abc"
p s.upcase!, s, s.upcase!, s.downcase!, s.capitalize!, s.capitalize!, s.swapcase!, s
p "  hi  ".strip, "\t\n hi \r\n".lstrip, " hi \n".rstrip, "\0 a \0".strip, "\0 a \0".lstrip, "\0 a \0".rstrip
t = +"  x  "
p t.strip!, t, t.strip!, t.lstrip!, t.rstrip!
p "a\n".chomp, "a\r\n".chomp, "a\r".chomp, "a\n\r".chomp, "a".chomp, "a\n\n".chomp, "abc".chomp("c"), "abc".chomp("x"), "a\n\n\r\n".chomp(""), "a\n".chomp(nil)
p "abc".chop, "a\r\n".chop, "é".chop, "".chop, "a\n\r".chop
u = +"abc\n"
p u.chomp!, u.chomp!, u.chop!, u
p "hello world".count("lo"), "hello world".count("a-y"), "hello".count("^l"), "hello world".count("lo", "o"), "héllo".count("é")
err { "a".count }
p "hello".delete("l"), "hello".delete("a-k"), "hello".delete("^l"), "hello".delete("lo", "o"), "a-b".delete("a\\-")
p "aaabbbccc".squeeze, "aaabbbccc".squeeze("a-b"), "mississippi".squeeze("sp"), "aa  bb".squeeze(" ")
v = +"aabb"
p v.squeeze!, v.squeeze!, v.delete!("x"), v.delete!("a"), v
p "hello".tr("el", "ip"), "hello".tr("a-y", "b-z"), "hello".tr("^l", "*"), "hello".tr("lo", ""), "héllo".tr("é", "e"), "hello".tr("a-z", "A-Z"), "abc".tr("abc", "x")
p "hello".tr_s("l", "r"), "aabbcc".tr_s("a-c", "x"), "hello".tr_s("el", "*")
err { "a".tr("z-a", "x") }
w = +"hello"
p w.tr!("l", "L"), w.tr!("x", "y"), w.tr_s!("L", "l"), w
p "abc".center(9), "abc".center(8, "12"), "abc".ljust(7, "xy"), "abc".rjust(6, "-"), "é".rjust(3, "ü"), "abc".center(2)
err { "a".center(10, "") }
p "az".succ, "zz".succ, "a9".succ, "Zz".succ, "a".succ, "".succ, "1.9".succ, "a.9".succ, "-9".succ, "***".succ, "<<koala>>".succ, "1.9.9".succ, "ZZ99".succ, "a-9z".succ
p "\xff".b.succ, "あ".succ
x = +"az"
x.succ!
p x, "abc".next
p "héllo".reverse, "".reverse
y = +"abc"
y.reverse!
p y
