# String#[]= with integers, ranges, lengths, substrings and regexps
s = +"hello world"
s[0] = "J"
p s
s[-5..] = "there"
p s
s[5, 1] = ", "
p s
s["there"] = "everyone"
p s
s[/e(v)/] = "E"
p s
s[0...0] = ">> "
p s
s[s.length, 0] = "!"
p s
t = +"abc"
t[1..] = ""
p t
begin
  t["zz"] = "y"
rescue IndexError => e
  p e.class, e.message
end
begin
  t[10] = "y"
rescue IndexError => e
  p e.message
end
u = +"héllo"
u[1] = "e"
p u, u.length
v = +"0123456789"
v[2, 3] = "ab"
p v
v[-3, 2] = "XYZW"
p v
