# Digest::Class.file and Digest::Instance#file on a file written in the test's temporary folder
require 'digest'

dir = ENV.fetch("TMPDIR")
path = File.join(dir, "digest_input.bin")
data = (0...40_000).map { |i| (i * 31 % 251).chr }.join
File.binwrite(path, data)

p Digest::SHA256.file(path).hexdigest == Digest::SHA256.hexdigest(data)
p Digest::SHA256.file(path).hexdigest
p Digest::MD5.file(path).hexdigest, Digest::SHA1.file(path).to_s
p Digest::SHA512.file(path).class

d = Digest::MD5.new
d << "prefix"
p d.file(path).equal?(d)
p d.hexdigest == Digest::MD5.hexdigest("prefix" + data)

empty = File.join(dir, "digest_empty.bin")
File.binwrite(empty, "")
p Digest::SHA1.file(empty).hexdigest

begin
  Digest::MD5.file(File.join(dir, "missing.bin"))
rescue SystemCallError => e
  p e.class
end
File.delete(path, empty)
