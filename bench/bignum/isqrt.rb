# Integer.sqrt of 10**N (N = ARGV[0]): a big square root; prints its bit
# length and its value modulo a prime.
n = (ARGV[0] || 1_000_000).to_i
s = Integer.sqrt(10**n)
puts s.bit_length, s % 1_000_000_007
