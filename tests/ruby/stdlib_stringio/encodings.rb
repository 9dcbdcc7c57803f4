# StringIO encodings: external/internal_encoding, mode encodings, set_encoding, binmode, BOM detection, reading and writing across encodings, multi-byte characters
require "stringio"

require_relative "fixtures/show"

t { io = StringIO.new(+"abc"); [io.external_encoding, io.internal_encoding] }
t { StringIO.new("abc".encode("EUC-JP")).external_encoding }
t { StringIO.new(+"abc", "r:ISO-8859-1").external_encoding }
t { StringIO.new(+"abc", "r:UTF-8:UTF-16LE").external_encoding }
t { StringIO.new(+"abc", "r+", encoding: "EUC-JP").external_encoding }
t { StringIO.new(+"abc", "r+", external_encoding: Encoding::Shift_JIS).external_encoding }
t { StringIO.new(+"abc", "r:UTF-16LE") }
t { StringIO.new(+"abc", "rb:UTF-16LE").external_encoding }
t { StringIO.new(+"abc", "r:UTF-8", encoding: "UTF-8") }

s = +"caf\u00e9"
io = StringIO.new(s)
t { [io.set_encoding("ISO-8859-1"), io.external_encoding, s.encoding].drop(1) }
t { io.read.bytes }
t { io.rewind; io.set_encoding(nil); [io.external_encoding, s.encoding, io.read] }
t { io.rewind; io.set_encoding(Encoding::BINARY); [io.getc, io.getc, io.read(10).encoding] }
t { io.set_encoding(5) }
t { io.set_encoding(Encoding::UTF_16LE, Encoding::UTF_8); [io.external_encoding, s.encoding] }
s = +"caf\u00e9"
io = StringIO.new(s, "r")
t { io.set_encoding("EUC-JP"); [io.external_encoding, s.encoding] }

s = +"\u00e9t\u00e9"
io = StringIO.new(s)
t { [io.binmode.class, io.external_encoding, s.encoding, io.getc, io.read] }
t { io = StringIO.new("\u00e9t\u00e9", "r"); io.binmode; [io.external_encoding, io.string.encoding, io.read] }

bom = "\xEF\xBB\xBFhi".b
t { io = StringIO.new(bom.dup); [io.set_encoding_by_bom, io.pos, io.read, io.string.encoding] }
t { io = StringIO.new(bom, "r:BOM|UTF-8"); [io.external_encoding, io.pos, io.read, io.string.encoding] }
t { io = StringIO.new("hi".b, "r:BOM|UTF-8"); [io.external_encoding, io.pos] }
t { StringIO.new(+"\xFE\xFF\x00A".b).set_encoding_by_bom }
t { StringIO.new(+"\xFF\xFEA\x00".b).set_encoding_by_bom }
t { StringIO.new(+"\xFF\xFE\x00\x00A\x00\x00\x00".b).set_encoding_by_bom }
t { StringIO.new(+"\x00\x00\xFE\xFF\x00\x00\x00A".b).set_encoding_by_bom }
t { io = StringIO.new(+"plain"); [io.set_encoding_by_bom, io.pos, io.external_encoding] }

u16 = "ab\ncd".encode("UTF-16LE")
t { io = StringIO.new(u16); [io.gets, io.getc, io.read.encoding] }
t { StringIO.new(u16).gets("\n") }
t { StringIO.new(u16).gets("c".encode("UTF-16LE")) }
t { io = StringIO.new(+""); io.set_encoding("UTF-16LE"); io.puts("x"); [io.string, io.string.encoding, io.string.bytes] }

s = +"\u00e9"
io = StringIO.new(s)
t { [io.write("x".encode("UTF-16LE")), s] }
t { io.rewind; [io.write("\u00fc".encode("ISO-8859-1")), s] }
t { io.rewind; [io.write("\xC3\xA0".b), s, s.encoding] }
t { io = StringIO.new("".encode("ISO-8859-1")); io.write("\u00e9"); [io.string, io.string.encoding] }
t { StringIO.new("".encode("ISO-8859-1")).write("\u3042") }
t { StringIO.new("".encode("ISO-8859-1")).write("\xff") }
t { io = StringIO.new(+"".b); io.write("\u00e9", "\xff"); [io.string, io.string.encoding] }
t { io = StringIO.new("".encode("US-ASCII")); io.write("\u00e9"); [io.string, io.string.encoding] }

io = StringIO.new("\u3042\u3044\u3046")
t { [io.getc, io.pos, io.getbyte, io.getc, io.getc, io.read] }
io = StringIO.new("\u3042\u3044".encode("EUC-JP"))
t { [io.getc.encoding, io.read(1).encoding, io.read.encoding] }
t { StringIO.new("\u3042\u3044".encode("Shift_JIS")).each_char.map(&:bytesize) }
