# $~, $1..$9, $&, $`, $', Regexp.last_match, and their reset after a failed match
"hello world" =~ /(o)\s(w)/
p $~[0], $1, $2, $3, $&, $`, $', Regexp.last_match(1), Regexp.last_match.class
"nothing" =~ /xyz/
p $~, $1, $&
if "abc123" =~ /\d+/
  p $&, $~.begin(0), Regexp.last_match(0)
end
p "foo bar" =~ /bar/, "foo" =~ /z/, /o+/ =~ "foo"
p "ab".match(/(a)(b)/) { |m| m[2] + m[1] }
p "x".match(/y/)
md = "test 42".match(/(\d+)/)
p md[1].to_i * 2, $~.equal?(md)
p "abc".match?(/b/), $~.equal?(md)
