# String#split with strings, regexps, captures, limits (positive, negative, zero) and blocks
p "a,b,c,d".split(",", 2)
p "a,b,c,d".split(",", -1), "a,b,,c,,".split(","), "a,b,,c,,".split(",", -1)
p "a b  c   d".split, " leading and trailing ".split
p " a b ".split(" ", -1), " a b ".split(/ /, -1)
p "abc".split(""), "abc".split("", 2)
p "1-2_3".split(/[-_]/), "1-2_3".split(/([-_])/)
p "one1two22three".split(/\d+/), "one1two22three".split(/(\d)+/)
p "a,b,c".split(",", 1), "a,b,c".split(",", 0)
p "".split(","), "".split(",", -1)
p "abc".split(/b/), "aXbXc".split("X", 3)
p "héllo wörld".split("ö")
p "a\tb\nc d".split(/\s/)
p "2024-01-15".split("-").map(&:to_i)
r = []
"x y z".split(" ") { |w| r << w * 2 }
p r
p "a  b".split(" ", 2), "a  b".split(/\s/, 2)
p "CamelCaseString".split(/(?=[A-Z])/)
p "a1b2c3".split(/\d/, 2)
