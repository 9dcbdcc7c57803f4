# IO#autoclose= / autoclose?: closing an IO that does not autoclose leaves its
# descriptor open for another IO on it (WEBrick hands its listening sockets
# over that way), and a closed stream refuses both (expected output written
# by hand from Debian's ruby 3.1: the reference CRuby 4.0 on WASI has no pipes).
reader, writer = IO.pipe
p writer.autoclose?
other = IO.for_fd(writer.fileno, autoclose: false)
p other.autoclose?
other.close
writer.write("still open")
writer.close
p reader.read
r2, w2 = IO.pipe
w2.autoclose = false
p w2.autoclose?
begin
  other.autoclose = true
rescue IOError => e
  p e.message
end
[r2, w2].each(&:close)
