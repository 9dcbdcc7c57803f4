# Integer#to_s of a big power of ten: radix conversion of an N-digit Integer
# (N = ARGV[0]); prints the text's length and its ends.
n = (ARGV[0] || 1_000_000).to_i
s = (10**n).to_s
puts s.size, s[0, 5], s[-5, 5]
