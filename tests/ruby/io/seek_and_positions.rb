# IO positions: seek with IO::SEEK_* and symbols, pos/pos=/tell, rewind, eof?, sysread/syswrite/sysseek, pread/pwrite, truncation and their errors
# Expected output: Debian's ruby 3.1 (the WebAssembly CRuby 4.0 kept crashing under Node on it, and its WASI file system lacks permissions and links), adjusted by hand for Ruby 4.0 (Encoding#inspect "#<Encoding:BINARY (ASCII-8BIT)>", ArgumentError "string contains null byte").
dir = ENV.fetch("TMPDIR")
path = File.join(dir, "seek.txt")
File.write(path, "0123456789\nabcdef\n")
File.open(path) do |f|
  p f.pos, f.read(3), f.pos, f.tell
  p f.seek(2, IO::SEEK_CUR), f.read(2), f.seek(-3, IO::SEEK_END), f.read, f.eof?, f.eof
  p f.seek(1), f.read(1), f.seek(2, :CUR), f.read(1), f.seek(-2, :END), f.read(1), f.seek(0, :SET), f.read(1)
  p(f.pos = 11, f.gets, f.pos)
  f.rewind
  p f.pos, f.gets, f.lineno, f.gets, f.lineno, f.eof?, f.gets
  f.rewind
  p f.lineno, f.readline, f.lineno = 10, f.gets, f.lineno, $.
  begin
    f.seek(-100)
  rescue Errno::EINVAL => e
    p e.class
  end
  begin
    f.seek(0, :NOWHERE)
  rescue TypeError => e
    p e.message
  end
end
File.open(path, "r+") do |f|
  p f.sysread(4), f.sysread(2).encoding, f.sysseek(0, IO::SEEK_CUR), f.sysseek(-3, IO::SEEK_END)
  p f.sysread(10)
  begin
    f.sysread(1)
  rescue EOFError => e
    p e.message
  end
  p f.sysseek(0), f.syswrite("AB"), f.sysseek(0, :CUR), f.sysread(2)
  p f.pread(3, 5), f.pread(4, 0), f.pos, f.pwrite("zz", 12), f.pos, f.pread(100, 11)
  begin
    f.pread(1, 1000)
  rescue EOFError => e
    p e.message
  end
  f.rewind
  f.getc
  begin
    f.sysread(1)
  rescue IOError => e
    p e.message
  end
end
File.open(path, "a+") { |f| p f.pos, f.write("end"), f.pos, f.read, f.rewind, f.read(3) }
p File.read(path)
File.open(path, "w") do |f|
  f.write("abc")
  p f.pos, f.seek(10), f.write("x"), f.pos
end
p File.read(path).bytes.first(5), File.size(path)
f = File.open(path)
f.close
[-> { f.pos }, -> { f.seek(0) }, -> { f.rewind }, -> { f.read }, -> { f.eof? }, -> { f.sysread(1) }, -> { f.lineno }].each do |c|
  c.call
rescue IOError => e
  p e.message
end
