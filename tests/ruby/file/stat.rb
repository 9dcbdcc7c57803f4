# File::Stat and File's status predicates: sizes, types, modes, times, comparisons, and their errors
# Expected output: Debian's ruby 3.1 (the WebAssembly CRuby 4.0 kept crashing under Node on it, and its WASI file system lacks permissions and links), adjusted by hand for Ruby 4.0 (Encoding#inspect "#<Encoding:BINARY (ASCII-8BIT)>"; a path with a NUL byte is ArgumentError "path name contains null byte", as in both).
dir = ENV.fetch("TMPDIR")
path = File.join(dir, "stat.txt")
File.write(path, "hello\n")
empty = File.join(dir, "empty.txt")
File.write(empty, "")
st = File.stat(path)
p st.class, st.size, st.size?, st.zero?, st.file?, st.directory?, st.symlink?, st.pipe?, st.socket?
p st.ftype, File.stat(dir).ftype, File.stat(dir).directory?
p st.mode.class, st.mode & 0o170000 == 0o100000, st.nlink, st.uid.class, st.gid.class, st.ino.class, st.dev.class
p st.mtime.class, st.atime.class, st.ctime.class, st.mtime == File.mtime(path), st.blksize.class
p st.readable?, st.writable?, st.chardev?, st.blockdev?, st.setuid?, st.setgid?, st.sticky?
p File::Stat.new(path).size, File.stat(empty).size?, File.stat(empty).zero?
p st.inspect.start_with?("#<File::Stat dev=0x"), st.inspect.include?("size=6")
p File.lstat(path).file?, (File.stat(path) <=> File.stat(path)), File::Stat.include?(Comparable)
File.open(path) do |f|
  p f.stat.size, f.size, f.lstat.file?
end
File.open(path, "a") do |f|
  f.write("more")
  p f.size
end
p File.file?(path), File.file?(dir), File.directory?(dir), File.exist?(path), File.exist?(File.join(dir, "nope"))
p File.size(path), File.size?(path), File.size?(empty), File.size?(File.join(dir, "nope"))
p File.zero?(empty), File.empty?(empty), File.zero?(path), File.zero?(File.join(dir, "nope"))
p File.readable?(path), File.writable?(path), File.executable?(path), File.readable?(File.join(dir, "nope"))
p File.symlink?(path), File.pipe?(path), File.socket?(path), File.ftype(path), File.ftype(dir)
p File.world_writable?(path), File.owned?(path), File.identical?(path, path), File.identical?(path, empty)
p File.identical?(path, File.join(dir, ".", "stat.txt")), File.identical?(path, File.join(dir, "nope"))
p File.mtime(path).class, File.atime(path).class, File.ctime(path).class
File.open(path) { |f| p File.file?(f), File.size(f) }
%i[stat lstat size mtime atime ctime ftype].each do |m|
  File.public_send(m, File.join(dir, "nope"))
rescue SystemCallError => e
  puts "#{m}: #{e.class}: #{e.message.sub(dir, "DIR")}"
end
begin
  File::Stat.new(File.join(dir, "nope"))
rescue Errno::ENOENT => e
  p e.message.sub(dir, "DIR")
end
begin
  File.exist?("a\0b")
rescue ArgumentError => e
  p e.message
end
begin
  File.stat(42)
rescue TypeError => e
  p e.message
end
