# Zlib::GzipReader's line and character methods: gets with separators and limits, each_line, readlines, lineno, each_byte, each_char, ungetc, Enumerable
require "zlib"
require "stringio"

def reader(text) = Zlib::GzipReader.new(StringIO.new(Zlib.gzip(text)))

r = reader("a\nbb\nccc")
p r.gets, r.lineno, r.gets, r.gets, r.gets, r.lineno
r = reader("a\nbb\nccc")
p r.readlines, r.eof?
p reader("a\nbb\nccc").each_line.to_a, reader("a\nbb\nccc").each.class
r = reader("a\nbb\nccc")
r.each_line { |line| p [line, r.lineno] }
p reader("one, two, three").readlines(", ")
p reader("para one\n\n\npara two\nline\n\n").gets(""), reader("ab\ncd").gets(nil)
p reader("abcdef\nxyz").gets(4), reader("héllo").gets(2), reader("ab|cd|ef").gets("|", 1)
r = reader("ab\ncd")
p r.gets(0), r.gets, r.lineno
r.lineno = 10
p r.gets, r.lineno
r = reader("a\nb\n")
p r.readline, r.readline
begin
  r.readline
rescue EOFError => e
  p e
end
p reader("héllo").each_char.to_a, reader("hé").each_byte.to_a
r = reader("abc")
p r.getc, r.ungetc("X"), r.read
r = reader("abc")
r.read(1)
p r.ungetbyte(0x41), r.read
p reader("b\na\nc\n").sort, reader("x\ny\n").map(&:chomp), reader("1\n2\n").include?("2\n")
r = reader("")
p r.gets, r.read, r.read(1), r.eof?, r.getc, r.getbyte
begin
  reader("").readpartial(1)
rescue EOFError => e
  p e
end

# Many lines over several inflated chunks.
big = (1..20_000).map { |i| "line #{i}\n" }.join
r = reader(big)
count = 0
last = nil
while (line = r.gets)
  count += 1
  last = line
end
p count, last, r.lineno
