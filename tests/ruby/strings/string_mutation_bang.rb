# Bang methods return nil when nothing changes: upcase!, strip!, sub!, squeeze!, chomp!, capitalize!, reverse!
s = +"Hello"
p s.upcase!, s.upcase!, s.downcase!, s.capitalize!, s.capitalize!, s.swapcase!, s
t = +"  x  "
p t.strip!, t.strip!, t.lstrip!, t
u = +"aab\n"
p u.chomp!, u.chomp!, u.squeeze!, u.squeeze!, u.sub!("b", "c"), u.sub!("z", "y"), u
v = +"abc"
p v.reverse!, v.succ!, v.next!, v.replace("new"), v.clear, v.empty?, v.concat("a", "b"), v.insert(0, ">")
w = +"x-y-z"
p w.tr!("-", "+"), w.delete!("+"), w.delete!("q"), w.slice!(0), w, w.gsub!(/\w/) { $&.ord.to_s }, w
