# MatchData: begin/end/offset/byteoffset, pre/post match, to_s, string, regexp, ==, values_at
m = "héllo wörld".match(/(w)(ö)(r)/)
p m.begin(0), m.end(0), m.offset(2), m.byteoffset(0), m.pre_match, m.post_match
p m.to_s, m.string, m.regexp, m.size, m.length, m[-1], m[1..2], m[1, 2]
p m.values_at(0, -1), m.captures
m2 = "héllo wörld".match(/(w)(ö)(r)/)
p m == m2
opt = "ac".match(/(a)(b)?(c)/)
p opt.captures, opt.begin(2), opt.offset(2), opt[2]
p opt.to_a, opt.values_at(2)
p "abc".match(/b/, 2), "abcb".match(/b/, 2).begin(0)
p "xyz".match(/(?<a>x)(?<b>y)/).inspect
p "aaa".match(/a/).post_match.match(/a/)[0]
