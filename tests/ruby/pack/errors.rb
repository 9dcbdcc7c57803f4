# pack/unpack errors
def try
  yield
rescue => e
  puts "#{e.class}: #{e.message}"
end
try { [].pack("C") }
try { [1].pack("C2") }
try { ["a"].pack("C") }
try { [nil].pack("n") }
try { [1].pack("a") }
try { [1].pack("m") }
try { ["x"].pack("f") }
try { [nil].pack("d") }
try { [1].pack("y") }
try { "abc".unpack("y") }
try { [1].pack("C_") }
try { [1].pack("a<") }
try { [-1].pack("U") }
try { [-1].pack("w") }
try { [1].pack("X2") }
try { "ab".unpack("x3") }
try { "ab".unpack("X1") }
try { "ab".unpack("@3") }
try { "\xff".unpack("U") }
try { "\xe2\x82".unpack("U") }
try { "\xc0\x80".unpack("U") }
try { "ab".unpack("C", offset: 3) }
p [1, 2].pack("C")
