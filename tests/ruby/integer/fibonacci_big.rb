# Iterative Fibonacci into bignum territory
def fib(n)
  a, b = 0, 1
  n.times { a, b = b, a + b }
  a
end
p fib(10), fib(50), fib(92), fib(93), fib(100)
p fib(300).to_s.length, fib(300) % 1_000_000_007
p (1..100).count { fib(_1).even? }
p fib(200) / fib(199)
