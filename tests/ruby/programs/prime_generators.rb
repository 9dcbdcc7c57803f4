# Prime generation three ways: trial division, sieve, and lazy infinite stream; compare and time-free checks
trial = ->(n) { n >= 2 && (2..Integer.sqrt(n)).none? { |d| (n % d).zero? } }
sieve = lambda do |n|
  s = Array.new(n + 1, true)
  s[0] = s[1] = false
  (2..Integer.sqrt(n)).each { |i| (i * i).step(n, i) { |j| s[j] = false } if s[i] }
  s.each_index.select { s[_1] }
end
lazy = (2..).lazy.select(&trial)
p (1..60).select(&trial) == sieve.(60), lazy.first(15), sieve.(1000).size, sieve.(1000).last(3)
p lazy.select { (_1 % 10) == 7 }.first(5), lazy.each_cons(2).select { _2 - _1 == 6 }.first(3)
