# The encoding of a String — literals, String.new, b, force_encoding, valid_encoding?, ascii_only?, scrub, compatibility errors
p "abc".encoding, "".encoding, String.new.encoding, String.new("x").encoding, "\xff".b.encoding
p String.new("x", encoding: "ISO-8859-1").encoding.name
s = "caf\u00e9".b
p s, s.length, s.valid_encoding?, s.ascii_only?
s.force_encoding("UTF-8")
p s, s.length, s.encoding
p "\xff".valid_encoding?, "\xff".force_encoding("ISO-8859-1").valid_encoding?, "\xff".force_encoding("US-ASCII").valid_encoding?
p "abc".force_encoding("UTF-16LE").valid_encoding?, "ab".force_encoding("UTF-16LE").valid_encoding?
p "abc".ascii_only?, "abc".encode("UTF-16LE").ascii_only?, "".encode("UTF-16LE").ascii_only?, "\u00e9".ascii_only?
begin
  "abc".force_encoding("nope")
rescue => e
  p e.class, e.message
end
begin
  "abc".freeze.force_encoding("BINARY")
rescue => e
  p e.class
end
p "a\xffb".scrub, "a\xffb".scrub("?"), "a\xe3\x81b".scrub("*"), "a\xffb".scrub { |b| "<#{b.unpack1('H*')}>" }
p "\x00\xd8".force_encoding("UTF-16LE").scrub.bytes, "abc".force_encoding("UTF-16LE").scrub
p "\xff".b.scrub, "\xff".force_encoding("US-ASCII").scrub
x = +"a\xffb"
x.scrub!
p x
def t
  p yield
rescue => e
  puts "#{e.class}: #{e.message}"
end
t { "a" + "b".encode("UTF-16LE") }
t { "a".encode("UTF-16LE") + "b".encode("UTF-16BE") }
t { "\u00e9" + "\xe9".force_encoding("ISO-8859-1") }
t { "\u00e9" + "\xff".b }
t { ("a" + "\xff".b).encoding }
t { ("\u00e9" + "a".b).encoding }
t { (+"a" << "\xff".b).encoding }
t { (+"\u00e9" << "\xff".b) }
t { "#{"\u00e9"}#{"\xff".b}" }
t { "a#{"\xff".b}".encoding }
t { "\u00e9" == "\xc3\xa9".b }
t { "a" == "a".b }
t { "a".encode("UTF-16LE") == "a" }
t { "a".hash == "a".b.hash }
t { {"a" => 1}["a".b] }
t { "abc".b.eql?("abc") }
