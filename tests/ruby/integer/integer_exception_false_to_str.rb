# Integer(x, exception: false): errors of x's to_int and to_i give nil; an
# error of its to_str (raised, or not a String) is raised, as in CRuby.
o = Object.new
def o.to_str = raise("boom")
p((Integer(o, exception: false) rescue [:raised, $!.class, $!.message]))
o2 = Object.new
def o2.to_int = raise("boom2")
p((Integer(o2, exception: false) rescue [:raised, $!.class, $!.message]))
o3 = Object.new
def o3.to_i = raise("boom3")
p((Integer(o3, exception: false) rescue [:raised, $!.class, $!.message]))
o4 = Object.new
def o4.to_str = "12"
p Integer(o4, exception: false)
def o4.to_str = "zz"
p Integer(o4, exception: false)
p((Integer(o, 16, exception: false) rescue [:raised, $!.class, $!.message]))
o5 = Object.new
def o5.to_str = 42
p((Integer(o5, 16, exception: false) rescue [:raised, $!.class, $!.message]))
