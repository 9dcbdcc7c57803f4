# Zlib's checksums (CRC-32, Adler-32, with initial values and combined), crc_table, version strings and constants
require "zlib"

p Zlib.crc32, Zlib.crc32(""), Zlib.crc32("abc"), Zlib.crc32("The quick brown fox jumps over the lazy dog")
p Zlib.crc32("c", Zlib.crc32("ab")) == Zlib.crc32("abc")
p Zlib.crc32(nil, 12345), Zlib.crc32("abc", 0)
p Zlib.adler32, Zlib.adler32(""), Zlib.adler32("abc"), Zlib.adler32("Wikipedia")
p Zlib.adler32("c", Zlib.adler32("ab")) == Zlib.adler32("abc")
p Zlib.adler32(nil, 12345), Zlib.adler32("abc", 1)
p Zlib.crc32("\xFF\x00\x80".b), Zlib.crc32("é"), Zlib.crc32("é".encode("UTF-16LE"))
p Zlib.crc32("a" * 100_000), Zlib.adler32("a" * 100_000)

first, second = "hello ", "world"
p Zlib.crc32_combine(Zlib.crc32(first), Zlib.crc32(second), second.bytesize) == Zlib.crc32(first + second)
p Zlib.adler32_combine(Zlib.adler32(first), Zlib.adler32(second), second.bytesize) == Zlib.adler32(first + second)

table = Zlib.crc_table
p table.class, table.size, table[0], table[1], table[255], table.all?(Integer)

p Zlib::VERSION
# The zlib library's version differs between builds: only its form is checked.
p Zlib::ZLIB_VERSION.match?(/\A\d+\.\d+\.\d+/), Zlib.zlib_version == Zlib::ZLIB_VERSION, Zlib::ZLIB_VERSION.frozen?

%i[BINARY ASCII TEXT UNKNOWN NO_COMPRESSION BEST_SPEED BEST_COMPRESSION DEFAULT_COMPRESSION
   FILTERED HUFFMAN_ONLY RLE FIXED DEFAULT_STRATEGY MAX_WBITS DEF_MEM_LEVEL MAX_MEM_LEVEL
   NO_FLUSH SYNC_FLUSH FULL_FLUSH FINISH OS_CODE OS_MSDOS OS_UNIX OS_WIN32 OS_UNKNOWN].each do |name|
  puts "#{name} = #{Zlib.const_get(name)}"
end

begin
  Zlib.crc32(42)
rescue TypeError => e
  p e
end
begin
  Zlib.adler32("a", "b")
rescue TypeError => e
  p e
end
