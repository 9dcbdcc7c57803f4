# Ternary, &&/||/and/or/not precedence and short-circuit return values
a = nil
b = 0
p a || "default", b || "default", a && a.length, b && "both", false || nil, nil && raise("no")
p (1 > 2 ? "yes" : "no"), (true ? false ? 1 : 2 : 3)
x = false or true
p x
y = (false or true)
p y
z = nil
z = 1 and z += 1
p z
p !true, !nil, (not true), !!"x", (not nil)
calls = []
f = ->(v) { calls << v; v }
f.(false) && f.(:skipped)
f.(1) || f.(:skipped2)
f.(nil) || f.(:taken)
p calls
p (1 if false).nil?, 1 <=> 2, (1..3).include?(2) ? :in : :out
