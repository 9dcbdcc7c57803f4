# Character classes, quantifiers, lookaround, backreferences, non-greedy and POSIX brackets
p "abc123def".scan(/[[:alpha:]]+/), "a1 b2".scan(/[[:digit:]]/), "x y\tz".scan(/[[:space:]]/).size
p "aaa".match(/a{2}/)[0], "aaaa".match(/a{1,3}?/)[0], "aaa".match(/a+?/)[0]
p "price: $42, tax: $7".scan(/(?<=\$)\d+/), "foobar foobaz".scan(/foo(?=baz)/)
p "abab".match?(/(ab)\1/), "abba".match(/(\w)(\w)\2\1/)[0], "xyzzy".match(/(?<c>z)\k<c>/)[0]
p "<b>bold</b>".match(/<.+>/)[0], "<b>bold</b>".match(/<.+?>/)[0]
p "hello" =~ /(?!h)\w+/, "HeLLo".scan(/\p{Upper}/), "héllo".scan(/\p{Alpha}/).size
p "a.b-c_d".split(/[.\-_]/), "ip 192.168.1.1 ok".match(/(\d{1,3}\.){3}\d{1,3}/)[0]
p "2024-1-5" =~ /\A\d{4}-\d{1,2}-\d{1,2}\z/, "aXb".sub(/(?<=a)X(?=b)/, "-")
p "abc" =~ /[^abc]/, "abcd" =~ /[^abc]/, "word1 word2".scan(/\w+(?=\d)/)
p "one  two".split(/\s+/), "CamelCaseWord".scan(/[A-Z][a-z]+/)
p "aaa bbb".gsub(/(\w)\1+/) { $1 }, "hello"[/l+/], "hello"[/(h)(e)/, 2]
