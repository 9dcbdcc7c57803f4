# Integer#divmod of an N-digit Integer by one of N/2 digits (N = ARGV[0]):
# a balanced big division; prints the sizes of quotient and remainder and
# their values modulo a prime.
n = (ARGV[0] || 1_000_000).to_i
a = 7**(n * 11833 / 10000)    # log10(7) = 0.845..., so a has about n digits
b = 3**(n * 10480 / 10000)    # log10(3) = 0.477..., so b has about n / 2 digits
q, r = a.divmod(b)
puts a.bit_length, b.bit_length, q.bit_length, r.bit_length, q % 1_000_000_007, r % 1_000_000_007
