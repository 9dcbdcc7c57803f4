# Array#join's encoding follows the strings it joins, as appending them one
# by one would (WEBrick builds a binary regexp from a join of bytes): binary
# parts give a binary string, ASCII-only parts take the others' encoding, the
# separator counts, incompatible parts raise, and an empty join is US-ASCII.
bytes = (0x80..0x83).map(&:chr)
p bytes.join.encoding, bytes.join.bytesize
p ["a".b, "b".b].join.encoding
p ["a", "\xff".b].join.encoding, ["\xff".b, "a"].join.encoding
p ["a", "é"].join.encoding, ["é", "a".b].join.encoding
p ["a".b, "b"].join("é").encoding
p [].join.encoding, ["a"].join.encoding, [["a".b, ["\xfe".b]]].join("-").encoding
p(/([#{Regexp.escape(bytes.join)}])/n =~ "ab\x82".b)
begin
  ["é", "\xff".b].join
rescue Encoding::CompatibilityError => e
  p e.class
end
