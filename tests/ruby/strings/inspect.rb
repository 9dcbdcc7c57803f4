# String#inspect / dump escaping, encodings and Symbol#inspect.
p "plain", "quote\"back\\slash", "tab\tnl\ncr\r", "\e\a\b\v\f", "\#{x} \#$y \#@z #a #"
p "\x00\x01\x7f", "\u0085", "é😀", "\u2028", "\xff\xfe", "a\xe3\x81b", "\u200b"
puts "é\n\"x\"".inspect
p "é".b, "abc".b, "\x00\xff".b
p "\x7f".dump, "é\x00\u{1F600}".dump, "\xff".dump, "\#{".dump, "#a".dump, "tab\t".dump
p "é".encoding.to_s, "é".b.encoding.to_s, "é".encoding == Encoding::UTF_8, "x".b.encoding == Encoding::BINARY
p Encoding::UTF_8.name, Encoding::UTF_8.to_s, Encoding::UTF_8.inspect, Encoding::BINARY.name
s = +"é"
s.force_encoding("BINARY")
p s, s.length, s.valid_encoding?
s.force_encoding(Encoding::UTF_8)
p s, s.length, s.valid_encoding?
p "\xff".valid_encoding?, "abc".ascii_only?, "é".ascii_only?
p "a\xffb".scrub, "a\xffb".scrub("?"), "a\xe3\x81b".scrub("?")
p "é" + "x".b, ("é" + "x".b).encoding.to_s
begin
  "é" + "\xff".b
rescue => e
  p e.class
end
p "abc".b == "abc", "é".b == "é"
p :foo, :"foo bar", :+, :[]=, :foo?, :foo=, :@iv, :$g, :"9a", :@@cv, :foo!, :"foo?=", :A, :é, :$1, :"$-w", :!, :!=, :=~, :**, :-@, :+@, :~, :<=>, :===, :[], :"=", :==, :"a=b", :"@", :"$", :"", :Foo=, :"foo!=", :$!, :"@1", :"a-b", :_x
