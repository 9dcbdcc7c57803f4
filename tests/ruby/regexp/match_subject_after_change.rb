# A MatchData keeps the text it matched, frozen, even when the String is
# changed afterwards in any way; repeated matches against an unchanged
# String may share that copy. Expected output from CRuby 4.0.
s = +"hello world"
m1 = s.match(/o/, 5)
m2 = s.match(/o/, 5)
p m1.string, m1.string.frozen?, m2.pre_match, s.frozen?
s << "!"
m3 = s.match(/o/, 5)
s[0] = "J"
m4 = s.match(/o/, 5)
s.sub!("world", "there")
m5 = s.match(/e/, 5)
s.replace("abc ooo")
m6 = s.match(/o/)
p m1.string, m3.string, m4.string, m5.string, m6.string, m6.pre_match
b = +"caf\xC3\xA9"
b.force_encoding(Encoding::BINARY)
m7 = b.match(/f/n)
b.force_encoding(Encoding::UTF_8)
m8 = b.match(/f/)
p m7.string.encoding, m8.string.encoding, m8.post_match
t = +"aaa"
i = t.index(/a/, 1)
t.setbyte(2, 98)
p i, $~.string, t.index(/b/, 1), $~.string
