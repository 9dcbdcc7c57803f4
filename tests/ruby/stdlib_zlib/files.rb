# Zlib::GzipWriter.open / Zlib::GzipReader.open on files in TMPDIR, with and without blocks, and the files' bytes
require "zlib"

dir = ENV.fetch("TMPDIR")
path = File.join(dir, "notes.txt.gz")

p Zlib::GzipWriter.open(path) { |gz| gz.puts "first line"; gz.print "second\n"; gz.class }
p File.binread(path).bytes.first(4), File.size(path) > 20
p Zlib::GzipReader.open(path) { |gz| [gz.read, gz.orig_name, gz.os_code] }
p Zlib::GzipReader.open(path, &:readlines)

gz = Zlib::GzipWriter.open(path, Zlib::BEST_SPEED)
gz.orig_name = "notes.txt"
gz.write "x" * 10_000
p gz.close.class, gz.closed?
gz = Zlib::GzipReader.open(path)
p gz.orig_name, gz.level, gz.read.size, gz.to_io.class
gz.close
p Zlib.gunzip(File.binread(path)).size

# zcat over a file holding two members.
File.binwrite(path, Zlib.gzip("one\n") + Zlib.gzip("two\n"))
p File.open(path, "rb") { |file| Zlib::GzipReader.zcat(file) }

begin
  Zlib::GzipReader.open(File.join(dir, "missing.gz"))
rescue SystemCallError => e
  p e.class
end
File.write(path, "plain text, not gzip")
begin
  Zlib::GzipReader.open(path) { |r| r.read }
rescue Zlib::GzipFile::Error => e
  p e, e.input
end
