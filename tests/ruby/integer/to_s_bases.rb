# Integer#to_s with bases, Integer() with base prefixes, digits
[0, 1, 7, 255, -255, 1024].each do |n|
  puts [n.to_s(2), n.to_s(8), n.to_s(16), n.to_s(36)].join(" ")
end
p Integer("0b1010"), Integer("0o17"), Integer("0x1f"), Integer("017"), Integer("  42  "), Integer("-1_000")
p Integer("ff", 16), Integer("z", 36)
p 100.digits, 100.digits.sum
p 6.to_s(2).count("1")
p "%b %o %x %X" % [10, 10, 255, 255]
p (2**64).to_s(16), (-(2**64)).to_s(2).size, 36.to_s(36), 35.to_s(36)
begin
  10.to_s(37)
rescue ArgumentError => e
  p e.message
end
