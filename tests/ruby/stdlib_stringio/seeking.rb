# StringIO positions: pos/tell/pos=, seek with SEEK_SET/CUR/END and its errors, rewind, eof?, lineno, size/length
require "stringio"

require_relative "fixtures/show"

io = StringIO.new("0123456789")
t { [io.pos, io.tell, io.size, io.length] }
t { [io.seek(3), io.pos, io.read(2)] }
t { [io.seek(2, IO::SEEK_CUR), io.read(1)] }
t { [io.seek(-3, IO::SEEK_END), io.read] }
t { [io.seek(5, IO::SEEK_END), io.pos, io.eof?, io.read, io.read(1), io.getc] }
t { [io.seek(-1, IO::SEEK_SET)] }
t { io.seek(-20, IO::SEEK_CUR) }
t { io.seek(0, 3) }
t { io.seek(0, :SET) }
t { io.seek(nil) }
t { io.seek("1") }
t { [io.seek(1.9), io.pos] }
t { [io.pos = 4, io.pos, io.read(1)] }
t { io.pos = -1 }
t { io.pos = nil }
t { [io.pos = 100, io.eof, io.read] }
t { [io.rewind, io.pos, io.eof?] }

io = StringIO.new("a\nb\nc\n")
t { [io.gets, io.lineno, io.gets, io.lineno] }
t { [io.lineno = 10, io.gets, io.lineno] }
t { [io.gets, io.lineno] }
t { [io.rewind, io.lineno, io.pos] }
t { io.lineno = "x" }
t { io.each_line.to_a.size; io.lineno }
t { io.rewind; io.readlines; io.lineno }
t { io.rewind; io.read; io.lineno }

io = StringIO.new("\u00e9t\u00e9")
t { [io.size, io.string.length, io.seek(-2, IO::SEEK_END), io.read] }
