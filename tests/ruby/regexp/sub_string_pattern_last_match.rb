# sub, gsub, sub! and gsub! with a String pattern set $~ as with a Regexp:
# the last match (its Regexp is the pattern quoted, made when asked for;
# its string the subject before the change), or nil when nothing matched.
"hello".sub("l", "L")
p $~, $~.regexp, $~.pre_match, $~.post_match, $~.names, $~.string
"a.b.c".gsub(".", "-")
p $~, $~.regexp, $~.begin(0)
"abc".sub("x", "y")
p $~
"hello" =~ /e/
"hello".sub!("zz", "")
p $~
s = +"héllo wörld"
s.gsub!("l", "L")
p s, $~.begin(0), $~.byteoffset(0), $~.pre_match
"hello".gsub("l", "l" => "1")
p $~.offset(0)
pattern = +"ll"
"hello".sub(pattern, "")
pattern << "x"
p $~.regexp, $~[0], $~ == $~.dup
p "x+y".sub("+", "\\0\\0"), $~.regexp.source
def in_method = "abc".sub("b", "B") && $~
p in_method, $~.regexp.source
# The block forms and scan: $~ in the block, shown by its text until its
# Regexp is asked for.
"hello".gsub("l") { p $~ }
"hello".sub("e") { p $~, $~.regexp }
"hello".scan("l") { p $~ }
p "hello".match("l"), "aaa".gsub("aa") { "b" }, "héllo".gsub("") { "-" }
p "abc".gsub("b") { $~.pre_match }
begin
  "é".sub("é".b) { 1 }
rescue Encoding::CompatibilityError => e
  p e.class
end
