# Regexp#encoding, Regexp::FIXEDENCODING/NOENCODING, and which strings a
# regexp may match: an ASCII-only regexp matches any ASCII-compatible
# string; a UTF-8 or binary one only strings of its encoding or ASCII-only
# ones, else Encoding::CompatibilityError.
def try
  p yield
rescue => e
  puts "#{e.class}: #{e.message}"
end

try { [/a/.encoding, /é/.encoding, /a/n.encoding, /\xff/n.encoding, /\u{e9}/.encoding] }
try { [Regexp.new("a").encoding, Regexp.new("é").encoding, Regexp.new("\xff".b).encoding, Regexp.new("a".b).encoding] }
try { [Regexp::FIXEDENCODING, Regexp::NOENCODING] }
try { [Regexp.new("a", Regexp::FIXEDENCODING).encoding, Regexp.new("a", Regexp::NOENCODING).encoding] }
try { [/a/.options, /é/.options, /\u{e9}/.options, Regexp.new("é").options] }
try { [/é/.fixed_encoding?, /a/.fixed_encoding?] }
try { /a/ == /a/n }
try { /a/ == Regexp.new("a", Regexp::FIXEDENCODING) }

try { "é".b.match(/é/) }
try { "é".b =~ /é/ }
try { /é/ === "é".b }
try { "é".b.match?(/é/) }
try { "é".b.gsub(/é/, "x") }
try { "é".b.scan(/é/) }
try { "é".b.split(/é/) }
try { "é".b.index(/é/) }
try { "é".b.sub(/é/) { "x" } }
try { "é".match(/\xC3/n) }
try { "é".force_encoding("ISO-8859-1").match(/é/) }
try { "é".encode("UTF-16LE").match(/a/) }

try { "a".b.match(/é/) }
try { "a".match(/\xC3/n) }
try { "é".b.match(/a/) }
try { "é".b.match(/./)[0] }
try { "xé".b =~ /[^x]/ }
try { /a/ =~ "é".b }
try { "é".match(/é/)[0] }
try { Regexp.union("é".b, "a") }
