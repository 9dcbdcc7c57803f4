# Assigning a non-nil $; or $, is deprecated: warned when Warning[:deprecated].
$stderr = $stdout
Warning[:deprecated] = true
$; = " "
$, = "-"
p [1, 2].join
puts "a", "b"
print "x", "y", "\n"
$; = nil
$, = nil
Warning[:deprecated] = false
$; = ","
$, = ":"
p [1, 2].join
