# StringScanner basics: scan, skip, match?, check, scan_full, getch, get_byte, scan_byte, peek, unscan, pos, rest, eos?, reset, terminate
require "strscan"

s = StringScanner.new("This is an example string")
p s.eos?, s.rest?, s.pos, s.rest_size
p s.scan(/\w+/), s.scan(/\w+/), s.scan(/\s+/), s.scan(/\s+/), s.scan(/\w+/)
p s.pos, s.pointer, s.matched, s.matched?, s.matched_size
p s.skip(/\s+/), s.skip(/\d+/), s.matched?
p s.match?(/\w+/), s.pos, s.matched
p s.check(/\w+/), s.pos
p s.scan_full(/\w+/, false, false), s.pos
p s.scan_full(/\w+/, true, false), s.pos
p s.scan_full(/\s+\w+/, true, true), s.pos
p s.rest, s.rest_size, s.eos?, s.rest?
p s.peek(3), s.peek(100), s.peek(0)
p s.getch, s.get_byte, s.scan_byte, s.peek_byte, s.pos
p s.unscan.pos, s.matched?, s.pre_match
s.scan(/ri/)
p s.pre_match, s.post_match, s.matched
s.terminate
p s.eos?, s.rest, s.rest_size, s.getch, s.get_byte, s.scan_byte, s.peek_byte, s.peek(2), s.scan(/x*/)
p s.reset.pos, s.matched?, s.scan(""), s.matched?, s.pos
p s.scan("This"), s.scan("is"), s.skip(" is"), s.match?(" an"), s.check(" an ex")
p s.pos = 5, s.pos, (s.pos = -6), s.rest
p s.send(:pos=, 2)
s.pointer = 0
p s.scan_until(/an/), s.pos

# empty matches, matched_size, and the value returned before the position moves
s = StringScanner.new("aaa")
p s.scan(/b*/), s.pos, s.matched?, s.matched_size
p s.skip(/a*/), s.skip(/a*/), s.eos?, s.scan(/a/)

# string= and concat
s = StringScanner.new("ab")
s.scan(/a/)
p s.string = "xyz", s.pos, s.matched?, s.string
p s.concat("!").equal?(s), (s << "?").string, s.scan(/\w+/), s.rest
str = +"shared"
s = StringScanner.new(str)
s.scan(/sh/)
str << " more"
p s.rest, s.scan(/ared mo/), s.string.equal?(str)
str.replace("fresh text here")
p s.pos, s.rest, s.scan(/t/)
p StringScanner.new("frozen".freeze).scan(/fro/)
c = StringScanner.new("copy me")
c.scan(/copy/)
d = c.dup
d.scan(/ me/)
p c.pos, c.matched, d.pos, d.matched
