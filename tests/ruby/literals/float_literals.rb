# Float literals and their printed form (to_s / inspect rules)
p 1.0, 100.0, 1.5e3, 1e20, 1e16, 1e15, 123456789012345.0
p 1.0e-5, 0.0001, 0.001, 1e-4
p 0.1 + 0.2
p 1.1 * 3
p 2.0 / 3
p -0.0
p 1_000.5
puts 3.0
puts 1e100
puts 1.23456789e-7
p 12.0.to_s
p 1e2.to_i
p 9007199254740993.0
p 0.1 * 3 == 0.3
p (0.1 * 3).round(15) == 0.3
p 5e-324, 1.7976931348623157e308
