# sub/gsub with string patterns, hash replacement and blocks (no regexps)
s = "cat hat bat cat"
p s.sub("cat", "dog"), s.gsub("cat", "dog"), s.gsub("at", "og")
p s.gsub("cat") { |m| m.upcase }
p "a-b-c".gsub("-", "-" => "+")
p "hello".gsub("l", "l" => "L")
p "abc".gsub("", "-")
p "aaa".sub("a") { "b" }
p s.sub("zzz", "x")
t = +"one two one"
p t.sub!("one", "1"), t
p t.gsub!("nothing", "x"), t
p "path/to/file".tr("/", "\\")
p "x.y.z".gsub(".", "\\\\")
p "10 cats".sub("cats", "dogs").sub("10", "20")

# A String pattern has only group 0: \+ and \1 expand to nothing.
p "abc".sub("b", "<\\+|\\1|\\0>")
