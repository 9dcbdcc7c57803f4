# StringIO open modes: mode strings, integer flags, mode:/flags:/binmode: options, frozen strings, close and its variants, string=, reopen, open with a block, nil string
require "stringio"

require_relative "fixtures/show"

def state(io) = [io.closed?, io.closed_read?, io.closed_write?]

t { io = StringIO.new; [state(io), io.string, io.string.encoding] }
t { state(StringIO.new(+"x")) }
t { io = StringIO.new(+"x", "r"); [state(io), io.read, (io.write("y") rescue $!.message)] }
t { s = +"abc"; io = StringIO.new(s, "w"); [state(io), s, (io.read rescue $!.message), io.write("z"), s] }
t { s = +"abc"; io = StringIO.new(s, "a+"); [state(io), io.write("d"), io.read, s] }
t { s = +"abc"; io = StringIO.new(s, "r+"); [io.write("X"), io.read, s] }
t { s = +"abc"; io = StringIO.new(s, "w+"); [s, io.write("q"), io.string] }
t { io = StringIO.new(+"abc", "rb"); [io.external_encoding, io.read.encoding] }
t { state(StringIO.new(+"x", "wx")) }
t { state(StringIO.new(+"x", IO::RDONLY)) }
t { s = +"xyz"; io = StringIO.new(s, IO::WRONLY | IO::TRUNC); [state(io), s] }
t { io = StringIO.new(+"x", IO::RDWR | IO::APPEND); io.write("y"); [state(io), io.string] }
t { state(StringIO.new(+"x", mode: "w")) }
t { s = +"xyz"; StringIO.new(s, "r", flags: IO::TRUNC); s }
t { StringIO.new(+"x", binmode: true).external_encoding }
%w[q rw rx rbt r:UTF-16LE].each { |m| t { StringIO.new(+"x", m) } }
t { StringIO.new(+"x", "r", mode: "r") }
t { StringIO.new(+"x", :r) }
t { StringIO.new(5) }
t { StringIO.new("a", "b", "c") }

frozen = "frozen".freeze
t { io = StringIO.new(frozen); [state(io), io.read] }
t { StringIO.new(frozen).write("x") }
t { StringIO.new(frozen, "r+") }
t { StringIO.new(frozen, "w") }
t { io = StringIO.new(+"abc"); io.string.freeze; io.write("x") }
t { StringIO.new(frozen).ungetc("x") }

io = StringIO.new(+"abc")
t { [io.close, io.close, state(io)] }
t { io.read }
t { io.write("x") }
t { io.gets }
t { io.seek(0) }
t { [io.pos, io.size, io.string] }
io = StringIO.new(+"abc")
t { [io.close_read, state(io), io.write("x")] }
t { [io.close_write, state(io)] }
t { StringIO.new("x", "r").close_write }
t { StringIO.new(+"x", "w").close_read }

io = StringIO.new(+"first")
io.read(3)
t { [io.string = +"second", io.pos, io.lineno, io.read] }
t { io.string = frozen; [state(io), (io.write("x") rescue $!.message)] }
t { io.string = 42 }

io = StringIO.new(+"one")
t { [io.reopen(+"two", "r").read, state(io)] }
t { io.reopen(+"three"); [io.read, io.pos] }
other = StringIO.new(+"other")
other.getc
t { io.reopen(other); [io.read, io.string] }
t { io.reopen(3) }

t { StringIO.open(+"abc") { |x| [x.read, state(x)] } }
keep = nil
t { StringIO.open(+"abc") { |x| keep = x }.class }
t { [state(keep), keep.string] }
t { StringIO.open(+"abc").read }

null = StringIO.new(nil)
t { [null.string, null.read, null.read(2), null.gets, null.getc, null.eof?, null.size] }
t { [null.write("x"), null.puts("y"), null.putc("z"), null.pos, null.seek(0, IO::SEEK_END)] }
t { [null.ungetc("a"), null.external_encoding, null.truncate(3)] }
