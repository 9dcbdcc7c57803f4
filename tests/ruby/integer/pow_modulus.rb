# Integer#pow with modulus, ** with big and negative exponents, modular inverse by pow
p 2.pow(10), 2.pow(10, 1000), 3.pow(200, 1_000_000_007), 7.pow(0, 13), 5.pow(3, -7)
p (2**100).pow(3, 97), 12345678901234567890.pow(2, 1_000_000_007)
p 2**-2, 2.0**-1, 8**(1.0 / 3)
p 0**0, 10**20, (-2)**3, (-2)**64, 4**0.5
p 10.pow(-1) rescue p $!.class
begin
  2.pow(3, 0)
rescue ZeroDivisionError => e
  p e.message
end
def modinv(a, m) = a.pow(m - 2, m)
p modinv(3, 11), (3 * modinv(3, 11)) % 11
p Integer.sqrt(10**20), Integer.sqrt(99), Integer.sqrt(2**64)
begin
  Integer.sqrt(-1)
rescue Math::DomainError => e
  p e.message
end
