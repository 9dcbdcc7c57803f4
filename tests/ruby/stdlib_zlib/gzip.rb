# Zlib.gzip / Zlib.gunzip, and Zlib::GzipWriter / Zlib::GzipReader over StringIO: header fields, write/puts/print/printf/<<, read and its variants, multi-member data
require "zlib"
require "stringio"

data = "line one\nline two\n" * 20
gzipped = Zlib.gzip(data)
p gzipped.encoding, gzipped.bytes.first(4), gzipped.getbyte(9)
p Zlib.gunzip(gzipped) == data, Zlib.gunzip(gzipped).encoding
p gzipped[-8..].unpack("VV") == [Zlib.crc32(data), data.bytesize]
p Zlib.gzip("x", level: Zlib::BEST_SPEED).getbyte(8), Zlib.gzip("x", level: Zlib::BEST_COMPRESSION).getbyte(8)
p Zlib.gunzip(Zlib.gzip("x" * 1000, level: 9, strategy: Zlib::FILTERED)).size
p Zlib.gunzip(Zlib.gzip("")), Zlib.gunzip(Zlib.gzip("one") + Zlib.gzip("two")), Zlib.gunzip(Zlib.gzip("one") + "junk")

io = StringIO.new("".b)
gz = Zlib::GzipWriter.new(io, Zlib::BEST_COMPRESSION)
p gz.mtime.to_i, gz.level, gz.os_code, gz.orig_name, gz.comment, gz.sync, gz.closed?
gz.mtime = 1_000_000
gz.orig_name = "notes.txt"
gz.comment = "a comment"
p gz.write("abc", "def"), (gz << "ghi").equal?(gz), gz.puts("line", ["in", ["array"]]), gz.print("p", 1, :s)
p gz.printf("%05.1f|", 3.14159), gz.putc(65), gz.putc("BC"), gz.pos, gz.tell, gz.crc
begin
  gz.mtime = 5
rescue Zlib::GzipFile::Error => e
  p e
end
p gz.close.equal?(io), io.closed?, gz.closed?
begin
  gz.write("late")
rescue Zlib::GzipFile::Error => e
  p e
end
p gz.close

bytes = io.string
p bytes.bytes.first(10)
reader = Zlib::GzipReader.new(StringIO.new(bytes))
p reader.orig_name, reader.comment, reader.mtime.to_i, reader.os_code, reader.level, reader.orig_name.encoding
contents = reader.read
p contents, contents.encoding, reader.eof?, reader.pos, reader.crc == Zlib.crc32(contents), reader.unused
reader.rewind
p reader.read(3), reader.read(3).encoding, reader.read(0), reader.pos
p reader.readpartial(4), reader.getc, reader.getbyte, reader.readchar, reader.readbyte
reader.rewind
b = +""
p reader.read(5, b), b, reader.read(1000, b).size, reader.read(5, b), b, reader.read
p reader.close.class, reader.closed?

# Zlib::GzipWriter.wrap closes the stream after the block; Zlib::GzipReader.wrap too.
io = StringIO.new
p Zlib::GzipWriter.wrap(io) { |writer| writer.write("wrapped"); :value }, io.closed?
p Zlib::GzipReader.wrap(StringIO.new(io.string)) { |r| r.read }
# finish keeps the io open.
io = StringIO.new
writer = Zlib::GzipWriter.new(io)
writer.write("kept open")
p writer.finish.equal?(io), io.closed?, Zlib.gunzip(io.string)

# Several members: GzipReader reads the first, zcat all of them.
two = Zlib.gzip("first\n") + Zlib.gzip("second\nthird\n")
reader = Zlib::GzipReader.new(StringIO.new(two))
p reader.read, reader.unused.bytesize == two.bytesize - Zlib.gzip("first\n").bytesize
p Zlib::GzipReader.zcat(StringIO.new(two))
p(Zlib::GzipReader.zcat(StringIO.new(two)) { |line| p line })

# Non-ASCII data and the external encoding.
reader = Zlib::GzipReader.new(StringIO.new(Zlib.gzip("héllo\n")))
p reader.read.encoding, reader.external_encoding
reader = Zlib::GzipReader.new(StringIO.new(Zlib.gzip("héllo\n")), external_encoding: "ISO-8859-1")
p reader.read.encoding
reader = Zlib::GzipReader.new(StringIO.new(Zlib.gzip("héllo\n")), encoding: Encoding::ISO_8859_1)
p reader.external_encoding
