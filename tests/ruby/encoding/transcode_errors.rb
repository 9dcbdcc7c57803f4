# encode's errors: InvalidByteSequenceError, UndefinedConversionError, ConverterNotFoundError with CRuby's messages
def t
  p yield
rescue => e
  puts "#{e.class}: #{e.message}"
end
t { "\xff".encode("UTF-16LE") }
t { "a\xe3\x81".encode("UTF-16LE") }
t { "\xe3\x81a".encode("UTF-16LE") }
t { "\xff".force_encoding("US-ASCII").encode("UTF-8") }
t { "\x00\xd8a\x00".force_encoding("UTF-16LE").encode("UTF-8") }
t { "\xff\xd8".force_encoding("UTF-16LE").encode("UTF-8") }
t { "abc".force_encoding("UTF-16LE").encode("UTF-8") }
t { "\x81 ".force_encoding("Shift_JIS").encode("UTF-8") }
t { "\xA0".force_encoding("Shift_JIS").encode("UTF-8") }
t { "\u20ac".encode("ISO-8859-1") }
t { "\u0100".encode("Windows-1252") }
t { "\u0100".encode("IBM437") }
t { "\u0100".encode("Shift_JIS") }
t { "\u00e9".encode("US-ASCII") }
t { "\u00e9".encode("BINARY") }
t { "\xff".b.encode("UTF-8") }
t { "\xff".b.encode("UTF-16LE") }
t { "\x81".force_encoding("Windows-1252").encode("UTF-8") }
t { "\xa5".force_encoding("ISO-8859-3").encode("UTF-8") }
t { "\u20ac".encode("UTF-16LE").encode("ISO-8859-1") }
t { "abc".encode("UTF-7") }
t { "abc".encode("no-such") }
t { "abc".encode("UTF-8", "no-such") }
t { "abc".encode(1) }
t { "abc".encode("UTF-8", "UTF-16LE", "x") }
t { Encoding::Converter.new("UTF-8", "no-such") }
begin
  "\u20ac".encode("ISO-8859-1")
rescue Encoding::UndefinedConversionError => e
  p e.is_a?(EncodingError), e.class.ancestors.include?(StandardError)
end
t { "abc".freeze.encode!("UTF-16LE") }
