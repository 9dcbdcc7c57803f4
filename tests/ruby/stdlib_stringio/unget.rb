# StringIO pushing back: ungetc and ungetbyte with strings, integers and nil, at the start, middle, end and past the end
require "stringio"

require_relative "fixtures/show"

def io_at(str, pos) = StringIO.new(+str).tap { |io| io.pos = pos }

t { io = io_at("abc", 1); [io.ungetc("X"), io.string, io.pos, io.read] }
t { io = io_at("abc", 1); io.ungetc("XYZ"); [io.string, io.pos] }
t { io = io_at("abcdef", 3); io.ungetc("XY"); [io.string, io.pos] }
t { io = io_at("abc", 0); io.ungetc("hi"); [io.string, io.read] }
t { io = io_at("abc", 3); io.ungetc("\u3042"); [io.string, io.pos, io.getc] }
t { io = io_at("abc", 5); io.ungetc("XY"); [io.string, io.pos] }
t { io = io_at("abc", 9); io.ungetc("XY"); [io.string, io.pos] }
t { io = io_at("abc", 1); [io.ungetc(0x3042), io.string, io.pos] }
t { io = io_at("abc", 1); [io.ungetc(nil), io.ungetc(""), io.string] }
t { io = StringIO.new("abc".b); io.ungetc(300) }
t { io = StringIO.new(+"abc"); io.ungetc(0x110000) }
t { io = StringIO.new(+"abc"); io.ungetc(:x) }
t { io = StringIO.new(+"\u00e9"); io.read; io.ungetc("\u00fc".encode("ISO-8859-1")); [io.string, io.read] }
t { io = StringIO.new(+"abc", "w"); io.ungetc("x") }

t { io = io_at("abc", 2); [io.ungetbyte(0x41), io.string, io.pos] }
t { io = io_at("abc", 2); io.ungetbyte(0x142); io.string }
t { io = io_at("abc", 2); io.ungetbyte("\xff\xfe"); [io.string.bytes, io.pos] }
t { io = io_at("abc", 2); [io.ungetbyte(nil), io.ungetbyte(""), io.string] }
t { io = io_at("abc", 0); io.ungetbyte(0x7a); [io.string, io.pos] }

io = StringIO.new(+"hello")
t { c = io.getc; io.ungetc(c); [io.read, io.pos] }
t { io.rewind; io.gets; io.ungetc("J"); io.rewind; io.read }
