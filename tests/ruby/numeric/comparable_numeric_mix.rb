# Comparisons across Integer, Float, Rational and Bignum: <=>, ==, eql?, sort of mixed numbers, max/min, clamp
nums = [3, 2.5, 7r / 2, 2**64, -1, 0.0, 1e20]
p nums.sort, nums.max, nums.min, nums.minmax, nums.sort.reverse.first(2)
p 1 <=> 1.0, 1 <=> 2r, 2**64 <=> 1.8e19, 1.0 <=> Float::NAN, 1 == 1.0, 1.eql?(1.0), 1r == 1, 0.0 == -0.0
p 5.clamp(1.5, 4.5), 2.5.clamp(3, 4), (2**64).clamp(0, 100), 3.between?(2.9, 3.1)
p [1, 1.0, 1r].uniq, [1, 1.0, 1r].map(&:class), 3.0.to_i == 3, 1e20.to_i == 10**20
p nums.sum.class, nums.select { |x| x > 2 }, nums.count { |x| x.integer? }
