# Digest::MD5, SHA1, SHA256, SHA384, SHA512 and RMD160 on the standard test vectors, the padding boundaries and a million bytes
require 'digest'
require 'digest/md5'
require 'digest/sha1'
require 'digest/sha2'
require 'digest/rmd160'

ALGORITHMS = [Digest::MD5, Digest::SHA1, Digest::SHA256, Digest::SHA384, Digest::SHA512, Digest::RMD160]

inputs = [
  "",
  "a",
  "abc",
  "message digest",
  "abcdefghijklmnopqrstuvwxyz",
  "abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq",
  "abcdefghbcdefghicdefghijdefghijkefghijklfghijklmghijklmnhijklmnoijklmnopjklmnopqklmnopqrlmnopqrsmnopqrstnopqrstu",
  "The quick brown fox jumps over the lazy dog",
  "\u00e9t\u00e9 \u2603",
  (0..255).map(&:chr).join,
]
ALGORITHMS.each do |klass|
  puts klass.name
  inputs.each { |s| p klass.hexdigest(s) }
end

# Lengths around the end of a block, where the padding needs one or two blocks.
[55, 56, 57, 63, 64, 65, 111, 112, 113, 127, 128, 129, 1000].each do |n|
  p [n, ALGORITHMS.map { |klass| klass.hexdigest("x" * n)[0, 16] }]
end

million = "a" * 1_000_000
p Digest::MD5.hexdigest(million)
p Digest::SHA1.hexdigest(million)
p Digest::SHA256.hexdigest(million)
p Digest::SHA512.hexdigest(million)
