# Text read as a number must be in an ASCII-compatible encoding; split
# refuses broken bytes; String#match asks a Regexp's own match; a sub
# block's result whose to_s is no String shows the object.
s = "0".encode("UTF-16LE")
[:to_i, :to_f, :hex, :oct].each do |m|
  p s.send(m)
rescue Encoding::CompatibilityError => e
  p [m, e.message]
end
[-> { Integer(s) }, -> { Float(s) }, -> { "1".encode("UTF-32BE").to_i(16) }].each do |f|
  f.call
rescue Encoding::CompatibilityError => e
  p e.message
end
p "12abc".to_i, " 1.5e3x".to_f, "0x1f".hex, "0b11".oct

[-> { "1,2".split("\xa1".dup.force_encoding("utf-8")) }, -> { "a\xffb".split(",") },
 -> { "a\xffb c".split }, -> { "".split("\xff") }].each do |f|
  p f.call
rescue ArgumentError => e
  p e.message
end
p "a\xffb".split(",", 1), "abc".split("\xff".b), "a\xffb".b.split(","), "a b".split

re = Regexp.new("foo")
def re.match(x, y, z) = x + y + z
p "foo".match(re, "bar", "baz")
p "foobar".match(/o+/), "foobar".match(/o/, 2), "foobar".match("b.")
"foobar".match(/b/) { |m| p m.pre_match }
def last_match_after_match = ("abc".match(/b/) && $~)
p last_match_after_match
begin
  "foo".match
rescue ArgumentError => e
  p e.message
end

o = Object.new
def o.to_s = self
p "foobarbaz".sub("bar") { o }.match?(/\Afoo#<Object:0x\h+>baz\z/)
p "a-b".gsub("-") { 1 }, "a-b".sub(/-/) { nil }
