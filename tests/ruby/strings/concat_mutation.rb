# +, *, <<, concat, prepend, insert, replace, []= and aliasing of mutations
a = +"foo"
b = a
a << "bar"
p a, b, a.equal?(b)
c = a + "!"
p c, a
p "ab" * 3, "-" * 0
a.concat("1", "2")
p a
a.prepend(">")
p a
p a.insert(1, "*")
a[0] = "<<"
p a
a[-1] = "Z"
p a
a[1, 2] = ""
p a
a.replace("new")
p a, b
x = "ab"
y = x
x += "c"
p x, y
s = +""
s << 65 << 66
p s
p "abc".freeze.frozen?, "abc".dup.frozen?
