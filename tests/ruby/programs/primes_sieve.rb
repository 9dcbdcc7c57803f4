# Sieve of Eratosthenes, prime factorization, and gcd/lcm with Integer and Enumerable methods
def sieve(n)
  is = Array.new(n + 1, true)
  is[0] = is[1] = false
  (2..Integer.sqrt(n)).each { |i| (i * i).step(n, i) { |j| is[j] = false } if is[i] }
  is.each_index.select { |i| is[i] }
end
primes = sieve(100)
p primes, primes.size, primes.sum, primes.each_cons(2).map { |a, b| b - a }.max
def factor(n)
  f = []
  d = 2
  while d * d <= n
    while n % d == 0
      f << d
      n /= d
    end
    d += 1
  end
  f << n if n > 1
  f
end
p factor(360), factor(97), factor(2**10 * 3**3), factor(600851475143).last
p factor(360).tally, 360.gcd(84), 360.lcm(84), (1..10).reduce(:lcm)
twins = primes.each_cons(2).select { |a, b| b - a == 2 }
p twins.first(5), twins.size
