# String methods taking a Regexp
s = "The quick brown fox"
p s.scan(/\w+/), s.scan(/(\w)(\w)\b/), s.scan(/o/) { |x| print x }, $~[0]
p "a1b22c333".scan(/\d+/).map(&:to_i)
p "abc".scan(//), "aaa".scan(/a*/)
p s.sub(/quick/, "slow"), s.gsub(/o/, "0"), s.gsub(/(\w+)/, "<\\1>")
p s.sub(/(?<adj>quick)/, "very \\k<adj>"), "ab".gsub(/b/, "\\\\"), "ab".gsub(/(a)(b)/, "\\2\\1\\0")
p "abc".gsub(/b/, "[\\`|\\']"), "abc".sub(/(x)?b/, "<\\1>"), "abc".gsub(/b/, "\\&\\&")
p "cat hat".gsub(/[ch]at/, "cat" => "dog", "hat" => "cap")
p "abc".gsub(/b/) { |x| x.upcase + $~.pre_match }, "hello".gsub(/l/) { $&.ord.to_s }
p "abc".gsub(/x*/, "-"), "héllo".gsub(//, "."), "abc".sub(/$/, "!")
t = +"foo bar baz"
p t.sub!(/ba./, "X"), t, t.gsub!(/ba./) { |x| x.upcase }, t, t.gsub!(/zzz/, ""), t.sub!(/q/) { }
p "a,b;;c".split(/[,;]/), "a,b;;c".split(/[,;]/, 2), "a1b2c3".split(/\d/), "a1b2c3".split(/(\d)/)
p "abc".split(//), "a b  c ".split(/\s+/), " a b".split(/\s/), "a,b,,".split(/,/, -1), "".split(/,/)
p "hello".split(/l/), "hello".split(/(l)/), "aXbXc".split(/x/i, 2)
p "hello".index(/l/), "hello".index(/l/, 3), "hello".index(/z/), "hello".rindex(/l/), "hello".rindex(/l/, 2)
p "héllo".index(/l/), "héllo".rindex(/é/)
p "hello".start_with?(/he+/), "hello".start_with?(/el/), $~
p "hello"[/l+/], "hello"[/(h)(e)/, 2], "hello"[/(?<x>ll)/, "x"], "hello"[/z/], "hello".slice(/e(l)/, 1)
u = +"hello world"
p u.slice!(/o w/), u, u.slice!(/z/), u
v = +"hello"
v[/l+/] = "LL"
p v
v[/(e)(L)/, 2] = "_"
p v
p "a-b-c".partition(/-/), "a-b-c".rpartition(/-/), "abc".partition(/x/), "abc".rpartition(/x/)
p "hello".rpartition(/l+/)
p "foo.bar".sub(".", "!"), "a.b.c".gsub(".") { "-" }, "a.b".split(".")
p "Hello World".match(/(?<w>W\w+)/)[:w], "Hello" =~ /ll/
