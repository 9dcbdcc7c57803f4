# Regexp construction, options, to_s/inspect, equality, escape/union
r = /ab+c/i
p r, r.source, r.options, r.to_s, r.casefold?
p /x/m.options, /x/x.options, /x/mix.options, /x/mix.inspect, /x/mix.to_s
p Regexp.new("a.c"), Regexp.new("a.c", Regexp::IGNORECASE), Regexp.new("a", "mi")
p Regexp.new(/q/i), Regexp.compile("z", 4)
p /ab/ == /ab/, /ab/ == /ab/i, /ab/.eql?(/ab/), /ab/.hash == /ab/.hash
p /ab/.frozen?, Regexp.new("x").frozen?
p Regexp.escape("a.b*c?d+e(f)[g]{h}|i^j$k\\l-m n#o\t\n")
p Regexp.quote("1+1=2")
p Regexp.union, Regexp.union("a"), Regexp.union("a.b", "c|d"), Regexp.union(/x/i, "y")
p Regexp.union(["p", "q"]), Regexp.union(/only/)
p %r{a/b}, %r{a/b}.source
p /a\/b/.source
begin
  Regexp.new("(")
rescue RegexpError => e
  p e.class
end
begin
  Regexp.new("a", "z")
rescue ArgumentError => e
  p e.message
end
p Regexp.new("x", true).options
p /(?<year>\d+)-(?<mon>\d+)/.names, /(?<year>\d+)-(?<mon>\d+)/.named_captures, /(a)/.names
x = "dyn"
p /#{x}amic/, /#{x}/o.source
