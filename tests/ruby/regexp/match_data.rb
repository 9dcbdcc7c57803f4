# MatchData methods
m = /(?<first>\w+)\s(?<last>\w+)(?<mid>X)?/.match("hi John Smith!")
p m, m.to_s, m.size, m.length, m.string, m.regexp
p m[0], m[1], m[-1], m[:first], m["last"], m[:mid], m[0..1], m[1, 2]
p m.to_a, m.captures, m.named_captures, m.names
p m.named_captures(symbolize_names: true)
p m.pre_match, m.post_match, m.begin(:last), m.end("first"), m.offset(0)
p m.values_at(0, 2), m.deconstruct, m.deconstruct_keys([:first]), m.deconstruct_keys(nil)
p m.string.frozen?
begin
  m[:nope]
rescue IndexError => e
  p e.message
end
begin
  m.begin(9)
rescue IndexError => e
  p e.message
end
m2 = /(a)(b)?(c)/.match("xacx")
p m2, m2.captures, m2.begin(2), m2.offset(2), m2.values_at(1, 3, -1)
p m2 == /(a)(b)?(c)/.match("xacx"), m2 == /(a)/.match("xacx")
case "2025-01-02"
in /(\d+)-(\d+)/ then p :matched
end
if /(?<y>\d+)-(?<mo>\d+)/.match("2025-01-02") in {y:, mo:}
  p [y, mo]
end
md = "héllo wörld".match(/w(ö)r/)
p md.begin(0), md.end(1), md.byteoffset(0), md.pre_match
