# Integer() of an object that is not a number: to_int first, then to_str
# (its String parsed as Integer("...") parses one), then to_i, as CRuby.
o = Object.new
def o.to_str = 5
p((Integer(o) rescue $!))
s = Object.new
def s.to_str = "0x1f"
p Integer(s)
def s.to_i = 3
p Integer(s)
t = Object.new
def t.to_str = "12abc"
p((Integer(t) rescue $!))
p Integer(t, exception: false)
u = Object.new
def u.to_i = 7
p Integer(u)
v = Object.new
def v.to_int = 4
def v.to_str = "9"
p Integer(v)
