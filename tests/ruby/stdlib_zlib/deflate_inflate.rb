# Zlib::Deflate.deflate / Zlib::Inflate.inflate and Zlib.deflate / Zlib.inflate: round trips at every level, encodings, window bits (raw, gzip, automatic)
require "zlib"

texts = ["", "a", "hello world", "abc" * 1000, (0..255).map(&:chr).join.b * 20, "héllo wörld ✓" * 50]
[Zlib::NO_COMPRESSION, Zlib::BEST_SPEED, 5, Zlib::BEST_COMPRESSION, Zlib::DEFAULT_COMPRESSION].each do |level|
  results = texts.map do |text|
    compressed = Zlib::Deflate.deflate(text, level)
    back = Zlib::Inflate.inflate(compressed)
    [compressed.encoding, back == text.b, back.encoding]
  end
  p [level, results.uniq]
end

text = "abc" * 1000
p Zlib.inflate(Zlib.deflate(text)) == text
p Zlib.deflate(text).bytesize < 100, Zlib.deflate(text, Zlib::NO_COMPRESSION).bytesize > 3000
# A zlib stream starts with the method byte 0x78 and a header check; its
# last four bytes are the Adler-32 of the data.
compressed = Zlib.deflate(text)
p compressed.getbyte(0), (compressed.getbyte(0) * 256 + compressed.getbyte(1)) % 31
p compressed[-4..].unpack1("N") == Zlib.adler32(text)
# Stored blocks (level 0) hold the bytes as they are: this is the same for every zlib version.
p Zlib.deflate("hello", Zlib::NO_COMPRESSION).bytes
p Zlib.deflate("", Zlib::NO_COMPRESSION).bytes

# Window bits: raw deflate (negative), gzip (16 + 15), automatic detection (32 + 15).
raw = Zlib::Deflate.new(Zlib::DEFAULT_COMPRESSION, -Zlib::MAX_WBITS).deflate("raw data", Zlib::FINISH)
p Zlib::Inflate.new(-Zlib::MAX_WBITS).inflate(raw)
gzipped = Zlib::Deflate.new(Zlib::DEFAULT_COMPRESSION, Zlib::MAX_WBITS + 16).deflate("gzip data", Zlib::FINISH)
p gzipped.bytes.first(3)
p Zlib::Inflate.new(Zlib::MAX_WBITS + 16).inflate(gzipped)
p Zlib::Inflate.new(Zlib::MAX_WBITS + 32).inflate(gzipped)
p Zlib::Inflate.new(Zlib::MAX_WBITS + 32).inflate(Zlib.deflate("zlib data"))
p Zlib.gunzip(gzipped)

# Memory level and strategies change the stream, not the data.
[Zlib::FILTERED, Zlib::HUFFMAN_ONLY, Zlib::RLE, Zlib::FIXED, Zlib::DEFAULT_STRATEGY].each do |strategy|
  deflater = Zlib::Deflate.new(Zlib::BEST_COMPRESSION, Zlib::MAX_WBITS, 1, strategy)
  print strategy, " ", Zlib.inflate(deflater.deflate(text, Zlib::FINISH)) == text, "\n"
end

# Data after the end of a zlib stream is ignored by Inflate.inflate.
p Zlib::Inflate.inflate(Zlib.deflate("first") + "trailing")
# A String-like argument is converted with to_str.
class Wrapped
  def to_str = "wrapped"
end
p Zlib.inflate(Zlib.deflate(Wrapped.new))
