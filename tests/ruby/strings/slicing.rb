# String indexing: [i], [-i], [start, len], [range], slice, out of range -> nil
s = "hello world"
p s[0], s[-1], s[4], s[100], s[-100]
p s[0, 5], s[6, 100], s[11, 1], s[12, 1], s[-5, 3]
p s[0..4], s[0...4], s[6..], s[..4], s[-5..], s[3..1], s[11..], s[12..]
p s["world"], s["xyz"]
p s.slice(1, 3), s.slice(2..)
t = +"abcdef"
p t.slice!(1..2), t
p "héllo"[1], "héllo"[1, 3]
p s.byteslice(0, 3)
p s[0, 0], s[-1, 5]
