# StringScanner on UTF-8 text: byte positions, charpos, getch, get_byte, peek, rest_size, searching and inspect with multibyte characters
require "strscan"

s = StringScanner.new("日本語 テキスト é!")
p s.string.encoding, s.string.bytesize
p s.scan(/日本/), s.pos, s.charpos, s.matched_size, s.matched.encoding
p s.getch, s.pos, s.charpos
p s.scan(/\s+/), s.peek(3), s.peek(4).encoding
p s.scan_until(/ス/), s.pre_match, s.pos, s.charpos
p s.check_until(/é/), s.exist?("!"), s.rest, s.rest_size
p s.inspect
p s.scan(/\p{Alpha}+/), s.scan(/\s(é)/), s[1], s.pre_match
p s.scan("!"), s.eos?, s.charpos, s.inspect
s.pos = 3
p s.rest, s.bol?, s.scan(/本/), s.scan_until("テ"), s.charpos
s.reset
p s.get_byte, s.pos, s.get_byte.bytes, s.matched.encoding
s.pos = 3
p s.scan_byte, s.peek_byte, s.pos
s.pos = 0
p s.inspect
s.scan(/日本語 /)
p s.inspect
p StringScanner.new("x" * 20).tap { _1.pos = 10 }.inspect
p StringScanner.new("\n\t\"\\a").tap { _1.pos = 2 }.inspect

u = StringScanner.new("ÀÉÎ")
p 3.times.map { u.getch }, u.getch, u.charpos
u.unscan rescue p $!.class
b = StringScanner.new("caf\xC3\xA9".b)
p b.scan(/caf/), b.getch, b.getch, b.string.encoding, b.rest

# positions inside a character, reached by get_byte or pos=
m = StringScanner.new("日本")
p m.get_byte, m.scan(/./), m.scan_until(/本/), m.pos
m.pos = 1
p m.scan_until("本"), m.pos
m.pos = 1
p m.getch, m.check(/本/), m.scan_integer, m.exist?(/本/), m.inspect
