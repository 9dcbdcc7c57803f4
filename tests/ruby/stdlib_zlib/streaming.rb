# Streaming Zlib::Deflate and Zlib::Inflate: <<, deflate with flush modes, flush, finish, params, dictionaries, totals, finished?, close
require "zlib"

text = "The quick brown fox jumps over the lazy dog. " * 200

deflater = Zlib::Deflate.new(Zlib::BEST_COMPRESSION)
deflater << text[0, 3000] << text[3000..]
compressed = deflater.finish
p deflater.finished?, deflater.total_in, deflater.total_out == compressed.bytesize, deflater.adler == Zlib.adler32(text)
p deflater.closed?, deflater.close, deflater.closed?, deflater.ended?
p Zlib.inflate(compressed) == text

# deflate(chunk) returns what zlib has made so far; SYNC_FLUSH ends on a byte boundary.
deflater = Zlib::Deflate.new
pieces = text.scan(/.{1,700}/m).map { |chunk| deflater.deflate(chunk) }
pieces << deflater.deflate("", Zlib::SYNC_FLUSH)
p pieces.last.bytes.last(4)
pieces << deflater.flush(Zlib::FULL_FLUSH) << deflater.deflate("tail", Zlib::FINISH)
p pieces.all? { |piece| piece.encoding == Encoding::BINARY }
p Zlib.inflate(pieces.join) == text + "tail"
p deflater.flush(Zlib::NO_FLUSH), deflater.deflate(nil).class

# A sync flush lets the receiver inflate everything sent so far.
deflater = Zlib::Deflate.new
inflater = Zlib::Inflate.new
p inflater.inflate(deflater.deflate("first part ", Zlib::SYNC_FLUSH))
p inflater.inflate(deflater.deflate("second part", Zlib::SYNC_FLUSH))
p inflater.finished?
p inflater.inflate(deflater.finish), inflater.finished?, inflater.total_out

# Inflate in small pieces, with <<, and totals.
compressed = Zlib.deflate(text)
inflater = Zlib::Inflate.new
out = compressed.each_char.each_slice(37).map { |chars| inflater.inflate(chars.join) }.join
p out == text, inflater.finished?, inflater.total_in == compressed.bytesize, inflater.total_out
inflater.close
inflater = Zlib::Inflate.new
inflater << compressed[0, 10] << compressed[10..]
p inflater.finish == text, inflater.stream_end?

# What follows the end of the stream is kept for finish.
inflater = Zlib::Inflate.new
p inflater.inflate(Zlib.deflate("done") + "XYZ"), inflater.finished?, inflater.avail_in
p inflater.inflate("more"), inflater.finish

# The output of inflate may go into a given buffer.
buffer = +"old contents"
result = Zlib::Inflate.new.inflate(Zlib.deflate("new contents"), buffer: buffer)
p result, result.equal?(buffer)

# Preset dictionaries.
dictionary = "fox jumps over the lazy dog"
deflater = Zlib::Deflate.new
p deflater.set_dictionary(dictionary)
with_dictionary = deflater.deflate("the quick brown fox jumps over the lazy dog", Zlib::FINISH)
inflater = Zlib::Inflate.new
begin
  inflater.inflate(with_dictionary)
rescue Zlib::NeedDict => e
  p e, inflater.adler == Zlib.adler32(dictionary)
end
inflater.set_dictionary(dictionary)
p inflater.inflate(""), inflater.finished?
inflater = Zlib::Inflate.new
inflater.add_dictionary(dictionary)
p inflater.inflate(with_dictionary)

# reset starts a new stream on the same object.
deflater = Zlib::Deflate.new
deflater.deflate("one", Zlib::FINISH)
p deflater.reset, deflater.finished?, deflater.total_in
p Zlib.inflate(deflater.deflate("two", Zlib::FINISH))
