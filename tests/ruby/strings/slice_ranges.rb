# String#[] and #slice with ranges, negative indices, lengths, and out-of-range results
s = "hello world"
p s[0], s[-1], s[4], s[11], s[12], s[-12]
p s[0, 5], s[6, 100], s[11, 1], s[12, 1], s[-5, 3]
p s[0..4], s[0...4], s[6..], s[..4], s[-5..], s[-5..-2]
p s[3..1], s[11..], s[12..], s[5, 0]
p s.slice(2..3), s.slice(-3, 2)
p s["world"], s["xyz"]
p s[1, -1]
u = "héllo wörld"
p u[1], u[1..3], u[-4..], u.slice(7, 3)
t = +"abcdef"
p t.slice!(1..2), t
p t.slice!(0), t
p t.slice!(-1), t
p t.slice!(10), t
p "abc".byteslice(1, 2), "héllo".byteslice(0, 3)
p "abc"[0.5], "abcdef"[1.9, 2.2]
