# pack and unpack's pointer directives, p and P: nil packs as a null
# pointer, as wide as an intptr_t (j), and a null pointer unpacks as nil.
width = [0].pack("j").bytesize
p [nil].pack("p").bytesize == width, [nil, nil].pack("p2").bytesize == 2 * width
p [nil].pack("P").bytesize == width, [nil].pack("p").encoding
p ("\0" * (2 * width)).unpack("p2"), ("\0" * width).unpack1("P"), ("\0" * width).unpack("p*")
