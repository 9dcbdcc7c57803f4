# each_line walks the String as it was when called: a block that appends to
# it or replaces it does not change which lines are yielded (over the 64
# lines each_line cuts at a time, too).
s = "a\n" * 100
n = 0
s.each_line { |l| n += 1; s << "x\n" if n < 500 }
p n
t = "b\n" * 100
m = 0
t.each_line { |l| m += 1; t.replace("zz\nyy\n") if m == 1 }
p m
u = +"p\nq\n"
u.each_line { |l| p l; u.clear }
p u
