# Regexps in encodings other than UTF-8: the /e /s /u literal options, a
# source String's own encoding, matching and positions in EUC-JP and
# Shift_JIS, Regexp.union's agreement of encodings, and subjects whose bytes
# are not valid in their encoding.

# Literal options fix the encoding.
[/abc/u, /abc/e, /abc/s, /abc/n, /abc/].each do |re|
  p [re.encoding, re.fixed_encoding?, re.options, re.source.encoding]
end
p(/abc/u == /abc/n, /abc/e == /abc/e, /abc/e.eql?(/abc/s))
p(/#{/./}/s.encoding, /x#{1}/e.encoding)

# A source String's encoding, and FIXEDENCODING.
sjis = "\x82\xa0".force_encoding(Encoding::Shift_JIS)
p Regexp.new(sjis).encoding, Regexp.new(sjis).source.encoding
p Regexp.new("abc".force_encoding("EUC-JP"), Regexp::FIXEDENCODING).encoding
p Regexp.new("abc", Regexp::FIXEDENCODING).encoding
p Regexp.new("abc".force_encoding("EUC-JP")).encoding
p Regexp.new(/abc/e).encoding
p((Regexp.new("\xff".force_encoding("EUC-JP")) rescue $!))

# Matching a multibyte encoding counts its characters.
euc = "\u3042abc".encode("EUC-JP")
p euc =~ /b/, euc =~ /abc/e, euc.index(/c/), euc.rindex(/a/)
m = /(b)(c)/.match(euc)
p m.begin(0), m.end(2), m.pre_match.bytesize
p((/abc/e =~ "\u3042abc" rescue $!))
kana = "\u3042\u3044".encode("EUC-JP")
p Regexp.new(kana).match(kana + "x".encode("EUC-JP")).to_a.map(&:bytesize)
p "a\u3042b".encode("Shift_JIS").scan(//).size

# Regexp.union agrees on one encoding or raises ArgumentError.
p Regexp.union("a".encode("UTF-16LE"), "b".encode("UTF-16LE")).encoding
p Regexp.union("\u00A9".encode("ISO-8859-1"), "a").encoding
p Regexp.union(/a/e, /b/).encoding, Regexp.union("a", "b".encode("Shift_JIS")).encoding
[
  ["a".encode("UTF-16LE"), "b".encode("UTF-16BE")],
  ["a".encode("UTF-16LE"), "b"],
  [/a/e, /b/s],
  [Regexp.new("a", Regexp::FIXEDENCODING), "\u00A9".encode("ISO-8859-1")],
].each { |parts| p((Regexp.union(*parts) rescue $!)) }
o = Object.new
def o.to_regexp = /from_to_regexp/
p Regexp.union(o)

# A subject whose bytes are broken in its encoding.
broken = "\xffab"
p((broken =~ /a/ rescue $!), (broken.match?(/a/) rescue $!), (broken.gsub(/a/, "") rescue $!))
p broken.sub("a", "c"), broken.b =~ /a/
