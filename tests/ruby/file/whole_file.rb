# Whole-file helpers: File.read/binread with length and offset, File.write/binwrite with offset, mode: and perm:, readlines/foreach with chomp, separators and limits, IO's versions
# Expected output: Debian's ruby 3.1 (the WebAssembly CRuby 4.0 kept crashing under Node on it, and its WASI file system lacks permissions and links), adjusted by hand for Ruby 4.0 (Encoding#inspect "#<Encoding:BINARY (ASCII-8BIT)>"; a path with a NUL byte is ArgumentError "path name contains null byte", as in both).
dir = ENV.fetch("TMPDIR")
path = File.join(dir, "whole.txt")
p File.write(path, "one\ntwo\nthree\n"), File.read(path)
p File.read(path, 3), File.read(path, 5, 4), File.read(path, nil, 8), File.read(path, 100, 10), File.read(path, 2, 100)
p File.read(path, 0), File.read(path).encoding, File.read(path, 3).encoding
p File.read(path, mode: "rb").encoding, File.read(path, encoding: "UTF-8").encoding, File.read(path, encoding: "BINARY").encoding
p File.binread(path), File.binread(path).encoding, File.binread(path, 3, 4)
p File.write(path, "AB", 2), File.read(path)
p File.write(path, "tail", mode: "a"), File.read(path)
p File.write(path, "ZZ", 20), File.read(path).bytesize, File.read(path)[14, 6]
p File.binwrite(path, "\xFF\x00bin".b), File.binread(path), File.binwrite(path, "+", 1), File.binread(path)
p File.write(path, 12345), File.read(path)
perm = File.join(dir, "perm.txt")
File.write(perm, "x", perm: 0o600)
p File.stat(perm).mode & 0o777
p IO.write(path, "a\nb\n\nc\n\n\nd"), IO.read(path), IO.read(path, 3), IO.binread(path, 2, 2)
p File.readlines(path), File.readlines(path, chomp: true)
p File.readlines(path, "b"), File.readlines(path, ""), File.readlines(path, nil), File.readlines(path, 2)
p File.readlines(path, "\n", 1), File.readlines(path, chomp: true, mode: "rb").first.encoding
p IO.readlines(path, chomp: true), File.readlines(path, "", chomp: true)
lines = []
p File.foreach(path) { |l| lines << l }, lines
p File.foreach(path, chomp: true).to_a, File.foreach(path, "c").to_a, IO.foreach(path, 3).first(2)
p File.foreach(path).class
crlf = File.join(dir, "crlf.txt")
File.write(crlf, "a\r\nb\r\n")
p File.readlines(crlf, chomp: true), File.readlines(crlf)
[-> { File.read(path, -1) }, -> { File.read(path, 1, -1) }, -> { File.read(File.join(dir, "nope")) },
 -> { File.read(dir) }, -> { File.readlines(File.join(dir, "nope")) }, -> { File.readlines(path, 0) }, -> { File.write(dir, "x") },
 -> { File.read("bad\0path") }].each do |bad|
  bad.call
rescue ArgumentError, SystemCallError => e
  p e.class, e.message.sub(dir, "DIR")
end
