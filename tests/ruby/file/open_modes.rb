# File.open/File.new with mode strings, Integer flags, perm, keyword options and the block form, and bad modes
# Expected output: Debian's ruby 3.1 (the WebAssembly CRuby 4.0 kept crashing under Node on it, and its WASI file system lacks permissions and links), adjusted by hand for Ruby 4.0 (Encoding#inspect "#<Encoding:BINARY (ASCII-8BIT)>"; a path with a NUL byte is ArgumentError "path name contains null byte", as in both).
dir = ENV.fetch("TMPDIR")
path = File.join(dir, "modes.txt")
p File.open(path, "w") { |f| f.write("abc") }
p File.open(path, "a") { |f| f << "def"; :block_value }
p File.read(path)
File.open(path, "r+") { |f| f.write("X"); p f.read }
p File.read(path)
File.open(path, "w+") { |f| f.write("new"); f.rewind; p f.read }
File.open(path, "a+") { |f| p f.read; f.write("!"); f.rewind; p f.read }
File.open(path, "rb") { |f| p f.read.encoding, f.binmode? }
File.open(path, "rt") { |f| p f.read.encoding, f.binmode? }
File.open(path, "r:UTF-8") { |f| p f.read.encoding }
File.open(path, "r:BINARY") { |f| p f.read.encoding }
File.open(path, "rb:ASCII-8BIT") { |f| p f.read }
File.open(path, mode: "r") { |f| p f.read }
File.open(path, "r", binmode: true) { |f| p f.read.encoding }
File.open(path, encoding: "BINARY") { |f| p f.read.encoding }
File.open(path, mode: "r", encoding: "UTF-8") { |f| p f.read.encoding }
File.open(path, File::RDONLY) { |f| p f.read }
File.open(path, File::WRONLY | File::APPEND) { |f| f.write("+") }
p File.read(path)
File.open(path, File::RDWR | File::TRUNC) { |f| f.write("rw"); f.rewind; p f.read }
File.open(path, flags: File::TRUNC, mode: "r+") { |f| p f.read }
made = File.join(dir, "made.txt")
File.open(made, File::WRONLY | File::CREAT | File::EXCL, 0o600) { |f| f.write("x") }
p File.stat(made).mode & 0o777
made2 = File.join(dir, "made2.txt")
File.open(made2, "w", perm: 0o640) { |f| f.write("y") }
p File.stat(made2).mode & 0o777
File.new(made2, "w", 0o600).close
p File.stat(made2).mode & 0o777
f = File.new(path, "w")
p f.class, f.closed?, File.basename(f.path), f.to_path == f.path
f.close
p f.closed?
p File::RDONLY, File::WRONLY, File::RDWR, File::Constants::CREAT == File::CREAT, IO::SEEK_END
p File::LOCK_SH, File::LOCK_EX, File::LOCK_NB, File::LOCK_UN, File::NULL
%w[z rw r+x rx br wbt +r].each do |mode|
  File.open(path, mode)
rescue ArgumentError => e
  p e.message
end
[[{ mode: "r" }, "r"], [{ binmode: true, textmode: true }, nil], [{ textmode: true }, "rb"], [{ binmode: true }, "rt"]].each do |opts, mode|
  args = mode ? [path, mode] : [path]
  File.open(*args, **opts)
rescue ArgumentError => e
  p e.message
end
begin
  File.open(made, "wx")
rescue Errno::EEXIST => e
  p e.class, e.message.sub(dir, "DIR")
end
begin
  File.open(File.join(dir, "no", "such"), "w")
rescue Errno::ENOENT => e
  p e.message.sub(dir, "DIR")
end
begin
  File.new
rescue ArgumentError => e
  p e.message
end
begin
  File.open(dir, "w")
rescue Errno::EISDIR => e
  p e.message.sub(dir, "DIR")
end
File.open(path, "w") { |w| w.puts "line" }
begin
  File.open(path, "w") { |w| w.read }
rescue IOError => e
  p e.message
end
begin
  File.open(path) { |r| r.puts "x" }
rescue IOError => e
  p e.message
end
