# pack and unpack's pointer directives, p and P: nil packs as a null
# pointer, as wide as an intptr_t (j); a String packs as a pointer that
# unpacks, from that result or a copy of it only, to the String itself (p)
# or its first bytes (P); from any other String, ArgumentError.
width = [0].pack("j").bytesize
p [nil].pack("p").bytesize == width, [nil, nil].pack("p2").bytesize == 2 * width
p [nil].pack("P").bytesize == width, [nil].pack("p").encoding
p ("\0" * (2 * width)).unpack("p2"), ("\0" * width).unpack1("P"), ("\0" * width).unpack("p*")
s = "h\u00e9llo"
packed = [s, nil, "yo"].pack("p3")
p packed.unpack("p3"), packed.unpack1("p").equal?(s), packed.dup.unpack("p3")
big = [s].pack("P")
p big.unpack("P3"), big.unpack1("P3").encoding, big.unpack("P20"), big.unpack("P")
begin
  packed.b.unpack("p")
rescue ArgumentError => e
  p e.message
end
begin
  [1].pack("p")
rescue TypeError => e
  p e.message
end
