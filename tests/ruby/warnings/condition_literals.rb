# A literal, or the assignment of one, as a condition: Ruby warns at the
# default level ($VERBOSE false), through parentheses, && || and not.
$stderr = $stdout
eval <<'RUBY', binding, "conds.rb"
if (a = 1) then end
if (b = "s") then end
if (c = :s) then end
if (d = nil) && true then end
e = 1 while (f = false)
g = (h = 2.5) ? 1 : 2
if (i = [1, [2, {k: 3}]]) then end
if (j = 1..2) then end
if (k = /re/) then end
unless (@l = 1) then end
if ($m = true) then end
if (n = "a#{1}") then end
if (o = [1, a]) then end
if x = 1 then end
if not (p1 = 1) then end
if (q = 1; q) then end
until (r = 1) do break end
if "str" then end
if :sym then end
if 1 then end
if /x/ then end
RUBY
