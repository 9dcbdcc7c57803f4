# zlib.so for Garnet: Ruby's interface to the zlib compression library
# (CRuby writes it in C). The natives (core/zlib*.cpp) are zlib's checksums
# and a compression stream; this file defines the module, its constants
# and errors and the one-call functions, and loads the streams
# (zlib/zstream.rb) and the gzip format (zlib/gzip_*.rb).
module Zlib
  VERSION = "3.2.2"

  class ZStream; end
  __zlib_natives(self, ZStream)

  ZLIB_VERSION = zlib_version

  BINARY = 0
  ASCII = 1
  TEXT = 1
  UNKNOWN = 2

  NO_COMPRESSION = 0
  BEST_SPEED = 1
  BEST_COMPRESSION = 9
  DEFAULT_COMPRESSION = -1

  FILTERED = 1
  HUFFMAN_ONLY = 2
  RLE = 3
  FIXED = 4
  DEFAULT_STRATEGY = 0

  MAX_WBITS = 15
  DEF_MEM_LEVEL = 8
  MAX_MEM_LEVEL = 9

  NO_FLUSH = 0
  SYNC_FLUSH = 2
  FULL_FLUSH = 3
  FINISH = 4

  OS_MSDOS = 0
  OS_AMIGA = 1
  OS_VMS = 2
  OS_UNIX = 3
  OS_VMCMS = 4
  OS_ATARI = 5
  OS_OS2 = 6
  OS_MACOS = 7
  OS_ZSYSTEM = 8
  OS_CPM = 9
  OS_TOPS20 = 10
  OS_WIN32 = 11
  OS_QDOS = 12
  OS_RISCOS = 13
  OS_UNKNOWN = 255
  OS_CODE = OS_UNIX

  class Error < StandardError; end
  class StreamEnd < Error; end
  class NeedDict < Error; end
  class DataError < Error; end
  class StreamError < Error; end
  class MemError < Error; end
  class BufError < Error; end
  class VersionError < Error; end
  class InProgressError < Error; end

  module_function

  def deflate(src, level = DEFAULT_COMPRESSION)
    Deflate.deflate(src, level)
  end

  def inflate(src)
    Inflate.inflate(src)
  end

  # +src+ as one gzip member, in a binary String.
  def gzip(src, level: nil, strategy: nil)
    out = "".b
    sink = Object.new
    sink.define_singleton_method(:write) { |bytes| out << bytes; bytes.bytesize }
    writer = GzipWriter.new(sink, level, strategy)
    writer.write(src)
    writer.finish
    out
  end

  # The data of the first gzip member of +src+ (the rest is ignored).
  def gunzip(src)
    GzipReader.__send__(:gunzip_string, src)
  end
end

require "zlib/zstream"
require "zlib/gzip_file"
require "zlib/gzip_writer"
require "zlib/gzip_reader"
