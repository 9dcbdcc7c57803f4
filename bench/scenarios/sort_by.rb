# sort_by, sort and min_by over generated records (Arrays of Integers and
# Strings): block calls, comparisons and Array building.
n = (ARGV[0] || 50_000).to_i
seed = 42
records = Array.new(n) do |i|
  seed = (seed * 1103515245 + 12345) % 2147483648
  [seed % 10_000, "name#{seed % 997}", i]
end
by_key = records.sort_by { |r| r[0] }
by_name = records.sort_by { |r| [r[1], r[2]] }
keys = records.map { |r| r[0] }.sort
checksum = 0
by_key.each_with_index { |r, i| checksum = (checksum * 7 + r[0] * (i % 11)) % 1_000_000_007 }
by_name.first(1000).each { |r| checksum = (checksum * 3 + r[2]) % 1_000_000_007 }
puts checksum
puts keys[n / 2]
puts records.min_by { |r| r[1] }[1]
