# split (string separators, awk mode, limits), lines, chars, sub/gsub with String patterns.
def err
  yield
rescue => e
  puts "#{e.class}: #{e.message}"
end

p " a  b\tc\n ".split, " a  b c ".split(" "), " a b c ".split(" ", 2), " a b c ".split(" ", -1), "a b".split(nil, 1)
p "a,b,,c,,".split(","), "a,b,,c,,".split(",", -1), "a,b,c".split(",", 2), "a,b,c".split(",", 1), ",a".split(",")
p "abc".split(""), "abc".split("", 2), "héllo".split(""), "".split(","), "".split(",", -1), "a::b::c".split("::")
p "aXXbXXc".split("XX", 3), "abc".split("abc"), "abc".split("abc", -1), "héllo wörld".split("ö")
err { "a b".split(1) }
p "a\nb\nc".lines, "a\nb\n".lines, "a\r\nb".lines(chomp: true), "a--b--c".lines("--"), "a--b".lines("--", chomp: true), "abc".lines(nil), "".lines
p "héllo".chars, "".chars, "ab\xffc".chars
p "hello".sub("l", "L"), "hello".gsub("l", "L"), "hello".sub("x", "y"), "hello".gsub("", "-")
p "hello".sub("ll", "[\\0]"), "hello".gsub("l", "<\\&>"), "hello".sub("ll", "\\`|\\'"), "hello".sub("e", "\\\\"), "hello".sub("e", "\\1"), "hello".sub("e", "\\z")
p "cat hat".gsub("at", "at" => "og"), "aaa".gsub("a", "a" => 1), "abc".gsub("b", {})
err { "abc".gsub("b", "\\k<x>") }
err { "abc".sub(1, "x") }
err { "abc".sub("b", 1) }
s = +"hello"
p s.sub!("l", "L"), s, s.sub!("z", "y"), s.gsub!("l", "1"), s, s.gsub!("q", "r")
f = "abc".freeze
err { f.gsub!("x", "y") }
err { f.gsub!("a", "y") }
err { f.sub!("x", "y") }
