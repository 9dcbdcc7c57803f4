# Integer(String) of N nines (N = ARGV[0]): radix conversion of text into an
# Integer; prints its bit length and its value modulo a prime.
n = (ARGV[0] || 1_000_000).to_i
x = Integer("9" * n)
puts x.bit_length, x % 1_000_000_007
