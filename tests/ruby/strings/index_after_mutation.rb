# Character indexing and length stay right as a String changes between ASCII-only and multibyte
s = +"abc"
p s[1], s.length, s.ascii_only?
s << "é"
p s[3], s[-1], s.length, s.ascii_only?, s[1..]
s.chop!
p s.length, s.ascii_only?, s[2]
s[0] = "ü"
p s, s[1], s.length
s.replace("xyz")
p s[2], s.length, s.ascii_only?
s.insert(1, "ñ")
p s, s[2], s.length
s.sub!("ñ", "n")
p s, s.ascii_only?, s[3]
s.gsub!(/y/) { "ÿ" }
p s, s[2], s.length
t = +"hello"
p t[4]
t.setbyte(0, 0xC3)
t.setbyte(1, 0xA9)
p t, t.length, t.valid_encoding?
u = +"plain"
p u.index("i"), u.length
u.prepend("ö")
p u.index("i"), u.length, u[1]
v = +"tab\t"
p v.length
v.concat("€", "!")
p v.length, v[-2], v.center(9, "*")
w = +"abc"
p w.length
w.force_encoding("BINARY")
w << "\xFF".b
p w.length, w[3], w.ascii_only?
w.force_encoding("UTF-8")
p w.valid_encoding?, w.length
