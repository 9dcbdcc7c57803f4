# Regexp.escape/quote, Regexp.union of strings and regexps, source/to_s/inspect and ==
p Regexp.escape("a.b*c?d[e]{f}(g)|h^$\\ i-j#k")
p Regexp.escape("\n\t"), Regexp.quote("1+1=2")
u = Regexp.union("cat", "dog", "a.b")
p u, u.source, u =~ "hotdog", u.match?("axb")
p Regexp.union(/ab/i, /cd/m), Regexp.union, Regexp.union(["x", "y"])
p Regexp.union("a", /b/x)
re = /h(e)llo/i
p re.source, re.to_s, re.inspect, re.options, re.casefold?
p /a/ == /a/, /a/ == /a/i, /a/.eql?(/a/), /a/.hash == /a/.hash
p Regexp.new("a+b").match?("aaab"), Regexp.new("A", Regexp::IGNORECASE).match?("a")
p Regexp.new("a.b", Regexp::MULTILINE) =~ "a\nb", Regexp.new(/x/i)
p /a\/b/.source, %r{a/b}.source, %r{a/b}
words = %w[foo bar]
p "a bar here" =~ /\b(?:#{words.join("|")})\b/
p Regexp::IGNORECASE, Regexp::EXTENDED, Regexp::MULTILINE
