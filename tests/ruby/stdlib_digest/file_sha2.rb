# Digest::SHA2.file with a bit length, on a file written in the test's temporary folder
require 'digest/sha2'

path = File.join(ENV.fetch("TMPDIR"), "digest_sha2_input.bin")
data = (0...20_000).map { |i| (i * 17 % 253).chr }.join
File.binwrite(path, data)
p Digest::SHA2.file(path, 384).hexdigest == Digest::SHA384.hexdigest(data)
p Digest::SHA2.file(path).hexdigest
File.delete(path)
