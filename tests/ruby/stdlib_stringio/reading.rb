# StringIO reading: read with and without length/buffer, getc, getbyte, each_char/byte/codepoint, pread, sysread, readpartial, read_nonblock
require "stringio"

require_relative "fixtures/show"

io = StringIO.new("h\u00e9llo\nworld")
t { [io.read(3), io.read(3).encoding, io.pos] }
t { r = io.read; [r, r.encoding, io.pos] }
t { [io.read, io.read.encoding, io.read(1), io.read(0), io.read(0).encoding] }
io.rewind
buf = +"xyz"
t { [io.read(2, buf), buf, buf.encoding] }
t { [io.read(nil, buf), buf.encoding] }
t { [io.read(5, buf), buf] }
t { io.read(-1) }
t { io.read(1, 2, 3) }
t { io.read("1") }

io = StringIO.new("h\u00e9!")
t { [io.getc, io.getc, io.getc, io.getc] }
io.rewind
t { [io.getbyte, io.getbyte, io.getc, io.pos] }
io.rewind
t { [io.readchar, io.readbyte, io.readbyte, io.readchar] }
t { io.readchar }
t { io.readbyte }
t { io.eof? }

io = StringIO.new("a\u3042b")
t { io.each_char.to_a }
io.rewind
t { io.each_byte.to_a }
io.rewind
t { io.each_codepoint.to_a }
t { io.rewind; io.each_char { |c| p c }.class }
t { StringIO.new("a\xffb").each_codepoint.to_a }
t { StringIO.new("a\xffb").each_char.to_a }
t { [StringIO.new("x").each_char.class, StringIO.new("x").each_byte.size] }

io = StringIO.new("hello world")
t { [io.pread(5, 6), io.pread(5, 6).encoding, io.pos] }
t { io.pread(0, 100) }
t { io.pread(20, 3) }
b = +"old"
t { [io.pread(3, 0, b), b, b.encoding] }
t { io.pread(-1, 0) }
t { io.pread(1, -1) }
t { io.pread(1, 11) }

io = StringIO.new("abcdef")
t { [io.sysread(2), io.readpartial(2), io.read_nonblock(10)] }
t { io.sysread(1) }
t { io.readpartial(1) }
t { io.read_nonblock(1) }
t { io.read_nonblock(1, exception: false) }
t { [io.sysread, io.readpartial] }
t { io.read_nonblock }
