# IO.pipe (with its block form), IO.select, read_nonblock, readpartial, close_read/close_write, IO.new/for_fd, fileno/to_i, sync, fsync, flush, IO.copy_stream
# Expected output: Debian's ruby 3.1 (the WebAssembly CRuby 4.0 kept crashing under Node on it, and its WASI file system lacks permissions and links), adjusted by hand for Ruby 4.0 (Encoding#inspect "#<Encoding:BINARY (ASCII-8BIT)>", ArgumentError "string contains null byte").
r, w = IO.pipe
p r.class, w.class, r.fileno.is_a?(Integer), r.to_i == r.fileno, r.sync, w.sync, (w.sync = true), w.sync
p r.read_nonblock(5, exception: false)
begin
  r.read_nonblock(5)
rescue IO::WaitReadable => e
  p e.class, e.message
end
p IO.select([r], nil, nil, 0)
w.write("hello world")
p IO.select([r], [w], nil, 1).map(&:size)
p r.readpartial(5), r.read_nonblock(3), r.readpartial(100)
w.close
p r.read, r.eof?, w.closed?
begin
  r.readpartial(1)
rescue EOFError => e
  p e.message
end
p r.read_nonblock(1, exception: false)
r.close
p IO.pipe { |a, b| b << "x"; b.close; a.read }
IO.pipe do |a, b|
  p b.close_write, b.closed?, a.close_read, a.closed?, a.close_read
  begin
    a.read
  rescue IOError => e
    p e.message
  end
end
dir = ENV.fetch("TMPDIR")
path = File.join(dir, "fd.txt")
File.write(path, "descriptor\n")
File.open(path, "r+") do |f|
  begin
    f.close_read
  rescue IOError => e
    p e.message
  end
  begin
    f.close_write
  rescue IOError => e
    p e.message
  end
  p f.fsync, f.flush.equal?(f), f.sync
  io = IO.new(f.fileno, "r", autoclose: false)
  p io.class, io.gets, io.fileno == f.fileno
  io2 = IO.for_fd(f.fileno, autoclose: false)
  p io2.class
end
File.open(path) { |f| p f.close_read, f.closed?, f.close_read }
File.open(path, "w") { |f| f.write("abc"); p f.close_write, f.closed? }
[["r", :close_write], ["w", :close_read]].each do |mode, half|
  File.open(path, mode) { |f| f.public_send(half) }
rescue IOError => e
  p e.message
end
begin
  IO.new(-1)
rescue Errno::EBADF => e
  p e.class
end
src = File.join(dir, "src.txt")
dst = File.join(dir, "dst.txt")
File.write(src, "0123456789")
p IO.copy_stream(src, dst), File.read(dst)
p IO.copy_stream(src, dst, 4), File.read(dst)
p IO.copy_stream(src, dst, 3, 5), File.read(dst)
File.open(src) do |i|
  i.read(2)
  File.open(dst, "w") { |o| p IO.copy_stream(i, o), i.eof? }
end
p File.read(dst)
r, w = IO.pipe
p IO.copy_stream(src, w, 6)
w.close
p r.read
$stdout.flush
p $stdout.sync.class, STDOUT.fileno, STDERR.to_i, STDIN.fileno
