# The scanning methods and [] take most calls without the general path;
# each case here is one of those they take, next to one they hand on
# (first use of a pattern, a String in another encoding, a position inside
# a character, a lookbehind, a subclass with its own variables, names),
# and the caller's $~, which scanning leaves alone.
require "strscan"

def show(label, value) = puts "#{label}: #{value.inspect}"

s = StringScanner.new("key = value; other=2")
3.times do |round|
  s.reset
  show "scan #{round}", [s.scan(/\w+/), s.skip(/\s*=\s*/), s.scan(/(\w)(\w+)/), s[0], s[1], s[2], s[-1], s[3], s.pos]
  show "check #{round}", [s.check(";"), s.pos, s.matched, s.pre_match, s.post_match]
  show "until #{round}", [s.scan_until(/=/), s.pos, s.skip_until(/\d/), s.eos?, s.exist?(/x/), s.check_until(/q/)]
end

# A failed scan clears the last match; [] answers nil then.
s = StringScanner.new("abc")
s.scan(/(a)/)
show "before miss", [s[1], s.matched?]
show "miss", [s.scan(/z/), s[0], s[1], s.matched?, s.pos]

# String patterns: the scanned text's bytes compared, in a compatible
# encoding or not.
binary = StringScanner.new("{\"k\": 1}".b)
show "binary", [binary.skip("{"), binary.scan("\"k\""), binary.scan(":"), binary.pos]
utf8 = StringScanner.new("été")
show "utf8 string", [utf8.scan("é"), utf8.scan("t"), utf8.pos]
latin = StringScanner.new("caf\xE9".force_encoding("ISO-8859-1"))
show "latin1", [latin.scan("caf"), latin.pos]
begin
  latin.scan("é")
rescue Encoding::CompatibilityError => e
  show "latin1 vs utf8", e.message
end
show "string until", [StringScanner.new("a,b,c").scan_until(","), StringScanner.new("a,b").skip_until("b")]

# A position inside a character, and a pattern with a lookbehind.
m = StringScanner.new("aéb")
m.pos = 2
show "inside a character", [m.scan(/./), m.pos, m.scan(/b/), m.pos]
l = StringScanner.new("xay")
l.pos = 1
show "lookbehind", [l.scan(/(?<=x)a/), l.pos]

# A subclass with variables of its own.
class Tokens < StringScanner
  def initialize(text)
    super
    @count = 0
  end

  def next_word
    @count += 1
    skip(/\s+/)
    scan(/\w+/)
  end

  attr_reader :count
end
t = Tokens.new("one two  three")
words = []
while (w = t.next_word)
  words << w
end
show "subclass", [words, t.count, t[0]]

# Named groups go to the general path; so do non-Integer indexes.
n = StringScanner.new("2024-06")
n.scan(/(?<year>\d+)-(?<month>\d+)/)
show "names", [n[:year], n["month"], n[1], n[2.7]]
begin
  n[:day]
rescue IndexError => e
  show "unknown name", e.message
end
begin
  StringScanner.new("x").scan(42)
rescue TypeError => e
  show "bad pattern", e.message
end

# The caller's $~ is not the scanner's.
"zz" =~ /z/
StringScanner.new("abc").scan(/b|a/)
StringScanner.new("12ab").scan_integer
show "caller's $~", $~[0]
