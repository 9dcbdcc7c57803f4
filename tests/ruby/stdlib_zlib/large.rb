# Zlib with megabytes: one-call and streamed deflate/inflate, gzip through StringIO, line reading over many inflated chunks
require "zlib"
require "stringio"

text = (1..25_000).map { |i| "line #{i}: the quick brown fox jumps over the lazy dog\n" }.join
p text.bytesize

compressed = Zlib.deflate(text)
p compressed.bytesize < text.bytesize / 4
back = Zlib.inflate(compressed)
p back.bytesize, back == text

deflater = Zlib::Deflate.new(Zlib::BEST_SPEED)
streamed = +""
0.step(text.bytesize - 1, 65_536) { |i| streamed << deflater.deflate(text.byteslice(i, 65_536)) }
streamed << deflater.finish
inflater = Zlib::Inflate.new
out = +""
0.step(streamed.bytesize - 1, 8192) { |i| out << inflater.inflate(streamed.byteslice(i, 8192)) }
p out == text, inflater.finished?, inflater.total_out

noise = Random.new(3).bytes(1_000_000)
p Zlib.inflate(Zlib.deflate(noise, Zlib::BEST_SPEED)) == noise

gzipped = Zlib.gzip(text)
p Zlib.gunzip(gzipped) == text
reader = Zlib::GzipReader.new(StringIO.new(gzipped))
p reader.read(100).bytesize, reader.read.bytesize, reader.crc == Zlib.crc32(text)
reader.rewind
count = 0
reader.each_line { count += 1 }
p count, reader.lineno
