# gcd, lcm, gcdlcm, Integer.sqrt, prime-ish helpers written in Ruby
p 12.gcd(18), 12.lcm(18), 12.gcdlcm(18), 0.gcd(5), -12.gcd(18)
p Integer.sqrt(24), Integer.sqrt(25), Integer.sqrt(10**20), Integer.sqrt(0)
def prime?(n) = n >= 2 && (2..Integer.sqrt(n)).none? { |d| (n % d).zero? }
p (1..30).select { prime?(_1) }
p (1..20).reduce(:lcm)
p Math.sqrt(16), Math.sqrt(2).round(6)
begin
  Integer.sqrt(-1)
rescue Math::DomainError => e
  p e.class, e.message
end
