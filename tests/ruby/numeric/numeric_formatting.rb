# Printing numbers: to_s, inspect, round then to_s, format with precision, padding negative numbers, percentages
nums = [0, 7, -7, 3.5, -3.5, 1234567.891, 0.000123, 1e21, 2**64]
nums.each { |n| puts [n.to_s, n.inspect, format("%10.2f", n), format("%-8s|", n), format("%+.3e", n)].join(" ") }
p 0.1 + 0.2 == 0.3, (0.1 + 0.2 - 0.3).abs < Float::EPSILON, 1.23456.round(3).to_s, 10.0 / 4, 10 / 4, 10 % 4
p format("%.1f%%", 45.678), format("%05.1f", -2.5), format("%x", 4096), format("%o", 64), format("%.0e", 12345)
