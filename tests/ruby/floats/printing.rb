# Float#to_s/inspect in various magnitudes and via puts/interpolation/format
[0.1 + 0.2, 1.0 / 3, 2.0 / 3, 100.0, 1e15, 1e16, 1.0e-4, 1.0e-5, 123.456, -0.5, 1e20, 1.5e300].each { |f| puts f }
p 3.0 * 1.1, 0.1 * 0.1, 1.0 - 0.9
puts "#{0.5}|#{2.0}|#{1e-7}"
p 1.23456789012345e+15, 12345678901234567.0
p 100.0.to_s, 1e2.inspect, 2.5.to_s
p format("%.10f", 0.1), format("%g", 1e20), format("%g", 0.0001), format("%e", 12345.678)
p 1.0e-10, 123e-20, 5e-324.to_s, 2.0**62, 2.0**70
p 0.1.inspect, 0.5.to_s, 1234567.0, 12345678912345.678
puts 1e15.to_i, -1e-3, 1.0 / 8
