# Replacement strings with \\0 \\1 \\k<name> \\& \\` \\' and escaped backslashes in sub/gsub
s = "John Smith"
p s.sub(/(\w+) (\w+)/, '\2, \1'), s.sub(/(?<f>\w+) (?<l>\w+)/, '\k<l> \k<f>')
p s.sub(/o/, '[\0]'), s.sub(/o/, '[\&]'), s.sub(/Smith/, "<\\`>"), s.sub(/John/, "<\\'>")
p "a.b".gsub(".", "\\\\"), "tab".gsub("a", "\\\\a"), "x".sub("x", "\\\\\\\\")
p "aaa".gsub(/a/, "\\0\\0"), "abc".gsub(/(b)/, "\\1\\1"), "abc".gsub(/(?<m>b)/, "(\\k<m>)")
p "2+2".sub("+", "plus"), "a+b".gsub(/\+/, " + "), "dots...".gsub(".") { "!" }
p "hello".sub(/l(?=l)/, "L"), "hello".gsub(/(?<!l)l/, "_")
