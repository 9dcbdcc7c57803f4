# Iterating matches: scan vs gsub enumerator with $~, to_enum(:scan) to collect MatchData, begin/end offsets
s = "cat bat rat"
offsets = s.to_enum(:scan, /\w+/).map { Regexp.last_match.begin(0) }
p offsets
mds = []
s.scan(/(\w)at/) { mds << $~ }
p mds.map { |m| [m[1], m.begin(0), m.end(0), m.pre_match.size] }
p s.gsub(/at/).map { $~.offset(0) }
pos = 0
found = []
while (m = s.match(/\w+/, pos))
  found << m[0]
  pos = m.end(0)
end
p found
p s.enum_for(:scan, /a/).count, s.scan(/(a)(t)/).size, s.match(/(?<first>\w)/).named_captures
