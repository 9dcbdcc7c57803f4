# File's operations on paths: rename, delete/unlink, symlink/link/readlink, realpath/realdirpath, chmod, utime, truncate, mkfifo, umask, flock, and their errors
# Expected output: Debian's ruby 3.1 (the WebAssembly CRuby 4.0 kept crashing under Node on it, and its WASI file system lacks permissions and links), adjusted by hand for Ruby 4.0 (Encoding#inspect "#<Encoding:BINARY (ASCII-8BIT)>"; a path with a NUL byte is ArgumentError "path name contains null byte", as in both).
dir = File.realpath(ENV.fetch("TMPDIR"))
a = File.join(dir, "a.txt")
b = File.join(dir, "b.txt")
File.write(a, "content")
p File.rename(a, b), File.exist?(a), File.read(b)
p File.symlink(b, a), File.symlink?(a), File.readlink(a) == b, File.read(a), File.lstat(a).symlink?, File.ftype(a)
p File.realpath(a) == b, File.realpath("b.txt", dir) == b, File.realdirpath(File.join(dir, "new")) == File.join(dir, "new")
p File.lstat(a).size == b.size, File.stat(a).size
h = File.join(dir, "hard.txt")
p File.link(b, h), File.stat(b).nlink, File.identical?(b, h), File.read(h)
p File.delete(a, h), File.exist?(a), File.exist?(h), File.stat(b).nlink
p File.unlink(b), File.exist?(b)
File.write(a, "0123456789")
p File.chmod(0o600, a), File.stat(a).mode & 0o777, File.chmod(0o644, a), File.stat(a).mode & 0o777
File.open(a) { |f| p f.chmod(0o640), File.stat(a).mode & 0o777 }
p File.executable?(a), File.chmod(0o755, a), File.executable?(a), File.stat(a).executable?
t = Time.at(1_000_000_000)
p File.utime(t, t, a), File.mtime(a) == t, File.atime(a) == t, File.stat(a).mtime.to_i
p File.utime(1_500_000_000, 1_600_000_000, a), File.atime(a).to_i, File.mtime(a).to_i
p File.utime(nil, nil, a), File.mtime(a) > t
p File.truncate(a, 4), File.read(a), File.size(a)
File.open(a, "r+") { |f| p f.truncate(2), f.read, f.size }
old = File.umask(0o027)
p File.umask, File.umask(old), File.umask == old
fifo = File.join(dir, "fifo")
p File.mkfifo(fifo), File.pipe?(fifo), File.ftype(fifo), File.stat(fifo).pipe?, File.file?(fifo)
File.open(a, "r+") do |f|
  p f.flock(File::LOCK_EX), f.flock(File::LOCK_UN), f.flock(File::LOCK_SH | File::LOCK_NB), f.flock(File::LOCK_UN)
end
File.open(a) do |f|
  File.open(a) do |g|
    p f.flock(File::LOCK_EX | File::LOCK_NB), g.flock(File::LOCK_EX | File::LOCK_NB), g.flock(File::LOCK_SH | File::LOCK_NB)
  end
end
missing = File.join(dir, "missing")
[-> { File.rename(missing, b) }, -> { File.delete(missing) },  -> { File.symlink(a, a) }, -> { File.link(missing, b) }, -> { File.readlink(a) }, -> { File.readlink(missing) },
 -> { File.realpath(missing) }, -> { File.realdirpath(File.join(missing, "x")) }, -> { File.chmod(0o600, missing) },
 -> { File.utime(nil, nil, missing) }, -> { File.truncate(missing, 0) }, -> { File.mkfifo(fifo) },
 -> { File.open(a) { |f| f.truncate(0) } }, -> { File.delete(a, missing) }].each do |bad|
  bad.call
rescue SystemCallError, IOError => e
  p e.class, e.message.gsub(dir, "DIR")
end
p File.exist?(a)
