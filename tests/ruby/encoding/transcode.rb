# String#encode between Unicode, single-byte and Japanese encodings, with replace/xml/newline/fallback options
def t
  r = yield
  p [r, r.encoding.name, r.bytes]
rescue => e
  puts "#{e.class}: #{e.message}"
end
t { "h\u00e9llo".encode("UTF-16LE") }
t { "h\u00e9llo".encode("UTF-16BE") }
t { "a\u{1F600}".encode("UTF-16LE") }
t { "a\u{1F600}".encode("UTF-32BE") }
t { "\u00e9".encode("UTF-16") }
t { "\u00e9".encode("UTF-32") }
t { "\xFE\xFF\x00\xE9".force_encoding("UTF-16").encode("UTF-8") }
t { "h\u00e9llo".encode("UTF-16LE").encode("UTF-8") }
t { "abc".encode("UTF-16LE").encode("UTF-32BE") }
t { "caf\u00e9".encode("ISO-8859-1") }
t { "\xE9t\xE9".force_encoding("ISO-8859-1").encode("UTF-8") }
t { "\u20ac5".encode("Windows-1252") }
t { "\x80".force_encoding("Windows-1252").encode("UTF-8") }
t { "\u0416".encode("Windows-1251") }
t { "\u0416".encode("KOI8-R") }
t { "\u2591".encode("IBM437") }
t { "\u0104".encode("ISO-8859-2") }
t { "a\u3042".encode("Shift_JIS") }
t { "a\u3042".encode("EUC-JP") }
t { "\x82\xA0".force_encoding("Shift_JIS").encode("UTF-8") }
t { "\xA4\xA2".force_encoding("EUC-JP").encode("UTF-16LE") }
t { "abc".encode("US-ASCII") }
t { "abc".encode("ASCII-8BIT") }
t { "abc".b.encode("UTF-8") }
t { "a\u20acb".encode("ISO-8859-1", undef: :replace) }
t { "a\u20acb".encode("US-ASCII", undef: :replace, replace: "*") }
t { "a\u20acb".encode("UTF-16LE", "ISO-8859-1", undef: :replace) }
t { "a\xffb".encode("UTF-16LE", invalid: :replace) }
t { "a\xffb".encode("ISO-8859-1", invalid: :replace, replace: "") }
t { "a\xffb".encode("UTF-8", invalid: :replace) }
t { "a\xffb".encode(invalid: :replace) }
t { "a\xffb".encode("UTF-8") }
t { "<a&\"'>".encode(xml: :text) }
t { "<a&\"'>".encode(xml: :attr) }
t { "\u20ac<".encode("US-ASCII", xml: :text) }
t { "a\r\nb\rc\n".encode(universal_newline: true) }
t { "a\nb".encode(crlf_newline: true) }
t { "a\nb".encode("UTF-16LE", crlf_newline: true) }
t { "a\nb".encode(cr_newline: true) }
t { "a\u20acb\u2603".encode("ISO-8859-1", fallback: {"\u20ac" => "EUR", "\u2603" => "*"}) }
t { "a\u20acb".encode("ISO-8859-1", fallback: ->(c) { "<#{c.ord.to_s(16)}>" }) }
s = +"h\u00e9"
p s.encode!("UTF-16BE").equal?(s), s.encoding.name, s.bytes
c = Encoding::Converter.new("UTF-8", "UTF-16LE")
p c.source_encoding, c.destination_encoding, c.convert("hi").bytes
p Encoding::Converter.new("UTF-8", "ISO-8859-1", undef: :replace).convert("\u20ac!")
p Encoding::Converter.asciicompat_encoding("UTF-16BE"), Encoding::Converter.asciicompat_encoding("UTF-8")
