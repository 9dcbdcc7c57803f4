# StringScanner#scan_integer in base 10 and 16: signs, 0x prefixes, what it leaves unscanned, registers, and its errors
require "strscan"

require_relative "fixtures/show"

s = StringScanner.new("42 -7 +13 0x1F -0xff 0xg 12abc ++1 - 99999999999999999999")
ints = []
until s.eos?
  v = s.scan_integer || s.scan_integer(base: 16) || s.getch
  ints << [v, s.pos, s.matched]
end
p ints
s = StringScanner.new("0x1F ff -0xff 0xg 0x +a 1_000")
r = []
until s.eos?
  r << [s.scan_integer(base: 16), s.pos, s.matched?, s.matched]
  s.getch unless r.last[0]
end
p r
s = StringScanner.new("123abc")
t { s.scan(/(?<n>1)/) }
t { [s.scan_integer, s.matched, s.pre_match, s.size, s.captures, s.named_captures] }
t { s.unscan.pos }
t { s.scan_integer(base: 8) }
t { s.scan_integer(base: "10") }
t { StringScanner.new("12".encode("UTF-16LE")).scan_integer }
t { StringScanner.new("٣").scan_integer }
t { StringScanner.new("").scan_integer }
t { StringScanner.new("-").scan_integer(base: 16) }
t { StringScanner.new("日本 12").tap { _1.scan(/日本 /) }.scan_integer }
