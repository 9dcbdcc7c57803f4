# StringIO writing: write (return values, padding, overwriting, append mode), <<, print, puts, printf, putc, syswrite, write_nonblock, truncate
require "stringio"

require_relative "fixtures/show"

io = StringIO.new
t { [io.write("abc"), io.write("de", 12, nil, :f), io.write, io.string, io.pos] }
t { io.pos = 2; [io.write("ZZ"), io.string, io.pos] }
t { io.seek(12); [io.write("!"), io.string, io.size] }
t { io.write("") }

s = +"hello"
io = StringIO.new(s)
t { [io.write("J"), s, io.pos] }
t { [io.write("\u00e9"), s, s.encoding] }

io = StringIO.new(+"start", "a")
t { [io.write("+1"), io.pos] }
t { io.pos = 0; [io.write("+2"), io.string] }
t { io.read }

io = StringIO.new
t { (io << "a" << 1 << nil << :b).string }
io = StringIO.new
t { [io.print("a", 1, nil), io.print, io.string] }
$_ = "last line"
t { io.print; io.string }
$\ = "!"
$, = nil
t { io.print("x", "y"); io.string }
$\ = nil
io = StringIO.new
t { [io.puts, io.puts("a", "b\n", ["c", ["d", []]], nil, 1), io.string] }
a = [1]
a << a
io = StringIO.new
t { io.puts(a); io.string }
obj = Object.new
def obj.to_s = "custom"
io = StringIO.new
t { io.puts(obj); io.print(obj); io.string }
io = StringIO.new
t { [io.printf("%05.1f|%s|%x", 3.14159, :sym, 255), io.string] }
t { io.printf }

io = StringIO.new
t { [io.putc("A"), io.putc("\u3042\u3044"), io.putc(66), io.putc(0x143), io.putc(67.9), io.string] }
t { io.putc(nil) }
t { io.putc(:x) }
io = StringIO.new
t { [io.syswrite("abc"), io.syswrite(12), io.write_nonblock("z"), io.write_nonblock("y", exception: false), io.string] }

s = +"abcdef"
io = StringIO.new(s)
io.read(4)
t { [io.truncate(2), s, io.pos, io.read] }
t { [io.truncate(5), s] }
t { io.truncate(-1) }
t { io.write("X"); s }
t { StringIO.new("abc", "r").truncate(0) }

class Logged < StringIO
  def write(str)
    (@calls ||= []) << str
    super
  end
  attr_reader :calls
end
io = Logged.new
io.puts("x")
io.print("y", "z")
t { [io.calls, io.string] }
