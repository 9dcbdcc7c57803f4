# String#[] / []= / slice! and searching, in characters (UTF-8 aware).
def err
  yield
rescue => e
  puts "#{e.class}: #{e.message}"
end

s = "héllo wörld"
p s[0], s[1], s[-1], s[11], s[20], s[-12]
p s[1, 3], s[1, 0], s[11, 2], s[12, 2], s[-5, 3], s[2, -1]
p s[1..3], s[1...3], s[-5..], s[..2], s[...2], s[6..-1], s[11..], s[12..], s[3..1], s[-20..2]
p s["wör"], s["xyz"], s.slice(2), s.slice(2, 2), s[1.7]
err { s[:a] }
t = +"héllo"
t[0] = "J"
p t
t[1, 3] = "EL"
p t
t[-1] = "!!"
p t
t["EL"] = "ell"
p t
t[1..2] = ""
p t
t[t.length] = "?"
p t
err { t[10] = "x" }
err { t["zz"] = "x" }
err { t[10..12] = "x" }
err { t[0, -1] = "x" }
err { t[0] = 1 }
u = +"hello world"
p u.slice!(0), u, u.slice!(1, 3), u, u.slice!("wor"), u, u.slice!(10), u, u.slice!(1..2), u
p "héllo".index("l"), "héllo".index("l", 3), "héllo".index("l", -2), "héllo".index("z"), "héllo".index(""), "héllo".index("", 5), "héllo".index("", 6)
p "héllo".rindex("l"), "héllo".rindex("l", 2), "héllo".rindex("h", -6), "héllo".rindex(""), "héllo".rindex("é", 100)
p "héllo".include?("éll"), "héllo".include?("x")
err { "abc".include?(1) }
p "héllo".start_with?("hé"), "héllo".start_with?("x", "h"), "héllo".end_with?("lo"), "héllo".end_with?("x"), "héllo".start_with?
err { "abc".start_with?(1) }
v = +"héllo"
v.insert(1, "X")
p v
v.insert(-1, "Y")
p v
v.insert(-3, "Z")
p v
err { v.insert(20, "!") }
p "hello world".partition(" "), "hello".partition("x"), "a-b-c".rpartition("-"), "abc".rpartition("x")
p "hello".delete_prefix("he"), "hello".delete_prefix("x"), "hello".delete_suffix("lo"), "hello".delete_suffix("")
w = +"hello"
p w.delete_prefix!("h"), w.delete_prefix!("x"), w.delete_suffix!("o"), w
