# Zlib's errors: the hierarchy, and CRuby's classes and messages for bad zlib and gzip data, bad parameters and closed streams
require "zlib"
require "stringio"

p Zlib::Error.superclass, Zlib::GzipFile::Error.superclass
p [Zlib::StreamEnd, Zlib::NeedDict, Zlib::DataError, Zlib::StreamError, Zlib::MemError, Zlib::BufError,
   Zlib::VersionError, Zlib::InProgressError].map(&:superclass).uniq
p [Zlib::GzipFile::NoFooter, Zlib::GzipFile::CRCError, Zlib::GzipFile::LengthError].map(&:superclass).uniq

def show
  p yield
rescue StandardError => e
  p e
end

compressed = Zlib.deflate("hello world")
show { Zlib::Inflate.inflate("not compressed") }
show { Zlib::Inflate.inflate("") }
show { Zlib::Inflate.inflate(compressed[0, 6]) }
show { Zlib.inflate("x\x9C\xFF\xFF\xFF".b) }
show { Zlib.inflate(compressed[0..-2] + "\x00") }
show { Zlib::Inflate.new.inflate(nil) }
show { Zlib::Inflate.new(Zlib::MAX_WBITS).inflate(Zlib.gzip("gzip")) }
show { Zlib::Deflate.new(42) }
show { Zlib::Deflate.deflate("x", 10) }
show { Zlib::Deflate.new(Zlib::DEFAULT_COMPRESSION, 99) }
show { Zlib::Inflate.new(99) }
show { Zlib::Deflate.deflate(123) }
show { Zlib.gzip("x", level: 42) }
show { Zlib.gzip("x", mtime: 0) }

deflater = Zlib::Deflate.new
deflater.deflate("abc", Zlib::SYNC_FLUSH)
show { deflater.flush }
deflater.finish
show { deflater.deflate("more") }
deflater.close
show { deflater.deflate("x") }
show { deflater.total_in }
show { deflater.close }

inflater = Zlib::Inflate.new
inflater.inflate(compressed[0, 6])
show { inflater.finish }
dictionary_stream = Zlib::Deflate.new.tap { |d| d.set_dictionary("dictionary") }.deflate("data", Zlib::FINISH)
inflater = Zlib::Inflate.new
show { inflater.inflate(dictionary_stream) }
show { inflater.set_dictionary("wrong") }

gzipped = Zlib.gzip("hello world")
show { Zlib.gunzip("hello") }
show { Zlib.gunzip("") }
show { Zlib.gunzip("hello world, not gzip") }
show { Zlib.gunzip(gzipped[0..-10]) }
show { Zlib.gunzip(gzipped[0..-9]) }
show { Zlib.gunzip(gzipped[0..-3]) }
bad_crc = gzipped.dup.tap { |s| s.setbyte(-8, s.getbyte(-8) ^ 1) }
bad_length = gzipped.dup.tap { |s| s.setbyte(-4, s.getbyte(-4) ^ 1) }
show { Zlib.gunzip(bad_crc) }
show { Zlib.gunzip(bad_length) }
show { Zlib.gunzip("\x1F\x8B\x07\x00".b + "\x00" * 10) }
show { Zlib.gunzip("\x1F\x8B\x08\x20".b + "\x00" * 10) }
show { Zlib.gunzip("\x1F\x8B\x08\x00".b + "\x00" * 6 + "garbage data here") }

def reader(bytes) = Zlib::GzipReader.new(StringIO.new(bytes))
show { reader("") }
show { reader("\x1F\x8B\x08".b) }
error = (reader("not gzip at all") rescue $!)
p error.class, error.message, error.input
show { reader(gzipped[0..-10]).read }

# A bad footer is found by the read after the data is all taken.
[bad_crc, bad_length, gzipped[0..-5], gzipped[0..-9]].each do |bytes|
  r = reader(bytes)
  p [r.read, (r.read rescue $!), r.eof?]
end
r = reader(bad_crc)
p [r.read(5), r.read(6), (r.read(1) rescue $!)]

closed = reader(gzipped).tap(&:close)
show { closed.read }
show { closed.orig_name }
p closed.closed?, closed.close
