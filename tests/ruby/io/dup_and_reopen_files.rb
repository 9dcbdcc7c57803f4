# expected output written by hand: the reference CRuby on WASI cannot copy descriptors (dup raises ENOTSUP); Debian's ruby 3.1 prints this
# IO#dup gives a stream on a descriptor of its own (closing one leaves the
# other open); IO#reopen makes a stream read another stream's file, or a
# path's, on its own descriptor; a closed stream cannot be copied.
Dir.chdir(ENV.fetch("TMPDIR", "/tmp"))
File.write("out.txt", "into the file\n")
f = File.open("dup.txt", "w")
g = f.dup
p g.equal?(f), g.fileno != f.fileno, g.path
g.write("from copy\n")
g.close
p f.closed?
f.write("from original\n")
f.close
p File.read("dup.txt")

r = File.open("dup.txt")
p r.gets
r.reopen("out.txt")
p r.path, r.gets
w = File.open("w.txt", "w")
w.reopen(File.open("dup.txt"))
p w.gets
begin
  File.open("dup.txt").tap(&:close).dup
rescue IOError => e
  p e.message
end
begin
  r.reopen("no-such-file.txt")
rescue SystemCallError => e
  p e.class
end
class Wrapper
  def initialize(io) = @io = io
  def to_io = @io
end
x = File.open("dup.txt")
x.reopen(Wrapper.new(File.open("out.txt")))
p x.gets
closed = File.open("dup.txt").tap(&:close)
closed.reopen("out.txt")
p closed.closed?
p((closed.gets rescue $!.message))
