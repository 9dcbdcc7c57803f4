# Using ranges to slice strings and arrays: negative ends, exclusive ends, beginless/endless, out of range
s = "0123456789"
a = s.chars
p s[2..5], s[2...5], s[-3..], s[..2], s[...2], s[7..20], s[10..], s[11..], s[5..2]
p a[2..5], a[-3..-1], a[..-8], a[8..], a[10..], a[11..]
r = 2..4
p s[r], a[r], s.slice(r), a.values_at(r), a.each_slice(3).to_a[1..]
p s[(1..).step(3)] rescue p $!.class
