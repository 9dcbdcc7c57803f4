# Named captures: MatchData#[] by name/symbol, names, named_captures, captures, values_at
m = /(?<year>\d{4})-(?<month>\d\d)-(?<day>\d\d)/.match("Date: 2024-03-15!")
p m[:year], m["month"], m[3], m.names, m.captures, m.named_captures
p m.pre_match, m.post_match, m.begin(0), m.end(:day), m.offset(2)
p m.values_at(1, 3), m.to_a, m.size
p m
re = /(?<word>\w+)\s(?<num>\d+)?/
p re.names, re.match("abc ").named_captures, re.match("abc 12")[:num]
p m.deconstruct_keys([:year]), m.deconstruct
case "key=value"
in /(?<k>\w+)=(?<v>\w+)/
  p $~[:k], $~[:v]
end
p m.named_captures(symbolize_names: true)
begin
  m[:nope]
rescue IndexError => e
  p e.message
end
