# upcase/downcase/capitalize/swapcase and their bang forms (bang returns nil when unchanged)
s = "hello World"
p s.upcase, s.downcase, s.capitalize, s.swapcase
p "ÉCOLE".downcase, "straße".upcase
t = +"abc"
p t.upcase!, t
p t.upcase!, t
u = +"Abc"
p u.capitalize!, u.capitalize!
p "".capitalize, "1abc".capitalize, "aBC DEF".capitalize
p "MiXeD".swapcase!
p "abc".casecmp("ABC"), "abc".casecmp?("ABC"), "a".casecmp("b")
p s
