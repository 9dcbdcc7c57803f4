# codepoints, sum, grapheme_clusters, encode between UTF-8 and binary, try_convert.
p "héllo".codepoints, "abc".sum, "abc".sum(4), "e\u0301x".grapheme_clusters, "a\r\nb".grapheme_clusters
begin
  "\xff".codepoints
rescue => e
  puts "#{e.class}: #{e.message}"
end
p "abc".b.encode("UTF-8").encoding.to_s, "é".encode("UTF-8"), "é".b.encode("UTF-8", invalid: :replace, undef: :replace, replace: "?")
p "a\xffb".encode("UTF-8", "BINARY", invalid: :replace, undef: :replace)
p String.try_convert("a"), String.try_convert(1)
p "abc".frozen?, "abc".dup.frozen?, "ab".freeze.upcase.frozen?
p "%" + "d", "a".+("b")
