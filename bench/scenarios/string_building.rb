# String building: interpolation, <<, and conversions.
n = (ARGV[0] || 200_000).to_i
s = ""
i = 0
while i < n
  s << "item #{i}, "
  s << i.to_s if i % 3 == 0
  i += 1
end
parts = []
n.times { |j| parts << "x#{j % 97}" }
puts s.size
puts parts.join("-").size
