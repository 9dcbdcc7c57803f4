# Big factorials and products, digit sums, comparisons of huge integers
def fact(n) = (1..n).reduce(1, :*)
p fact(20), fact(21), fact(25)
f = fact(50)
p f
p f.to_s.size, f.digits.sum, f.to_s.count("0")
p fact(30) / fact(28), fact(30) > fact(29) * 29, fact(100).to_s[-30..]
p (1..40).map { |n| fact(n) % 1000003 }.sum
big = fact(60)
p big / fact(58) == 60 * 59, big.bit_length, (big >> 200).class
p fact(22).to_s(36), fact(23).digits(1000).size
