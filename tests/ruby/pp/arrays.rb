# pp of arrays: short, long numbers, long strings, nested, empty, recursive.
pp []
pp [1, 2, 3]
pp (1..40).to_a
pp (1..100).map { |i| i * 1000 }
pp %w[alpha beta gamma delta epsilon zeta eta theta iota kappa lambda mu nu xi omicron pi rho sigma]
pp [[1, 2, 3], [4, 5, 6], [7, 8, 9]]
pp [[1] * 30, [2] * 30, [3] * 5]
pp [[], [[]], [[], []]]
a = [1, 2]
a << a
pp a
b = []
b << b
pp b
c = [[1]]
c[0] << c
pp c
pp [nil, true, false, :sym, 1.5, -3, 10**30]
pp [1, 2, 3].pretty_inspect
pp (1..10).map { |i| "x" * i }
# exactly 79 and 80 columns
pp [1234567] * 8 + [12345]
pp [1234567] * 8 + [123456]
pp [1234567] * 8 + [1234567]
