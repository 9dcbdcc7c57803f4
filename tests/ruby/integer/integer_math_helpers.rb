# Integer helpers: gcd/lcm/gcdlcm, pow with modulus in loops, digits sums, Integer.sqrt perfect squares, factorials
p 48.gcd(18), 48.lcm(18), 48.gcdlcm(18), (1..20).reduce(:lcm), [12, 18, 24].reduce(:gcd), 0.gcd(5), -12.gcd(8)
p (1..30).select { |n| Integer.sqrt(n)**2 == n }, Integer.sqrt(10**30), (1..10).map { |n| 2.pow(n, 7) }
fact = ->(n) { (1..n).reduce(1, :*) }
p fact.(0), fact.(20), fact.(25), fact.(25).digits.sum, fact.(25).to_s.size, fact.(100).to_s.count("0")
p 2**100 % 1_000_000_007, 2.pow(100, 1_000_000_007), (2**100).bit_length, 12345.digits.each_slice(2).map(&:sum)
p 10.pred.succ, 7.ord, 100.digits(16), 255.to_s(16).to_i(16), 1000.to_s(36), "rs".to_i(36)
