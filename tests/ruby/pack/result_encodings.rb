# The encoding of pack's and unpack's Strings: unpack gives US-ASCII for the
# bit and hex strings (b B h H) and binary for the others; pack gives
# US-ASCII for m, M and u alone, UTF-8 when U comes first, else binary.
s = "\x01\xAB".b
%w[H* h* B* b* a* A* Z* M* m* m0 u*].each do |d|
  v = s.unpack1(d) rescue (p [d, $!]; next)
  p [d, v.encoding]
end
%w[H* h* B* b* a* A* Z* M* m m0 u w U*].each do |d|
  arg = case d
        when "w" then [5]
        when "U*" then [65, 0x3042]
        when /H|h/ then ["1f"]
        when /B|b/ then ["0101"]
        else ["ab"]
        end
  p [d, arg.pack(d).encoding]
end
p ["ab"].pack("a*").encoding, [1].pack("C").encoding
