# Plain recursion: factorial, fibonacci, ackermann, mutual recursion, hanoi move count
def fact(n) = n <= 1 ? 1 : n * fact(n - 1)
def fib(n) = n < 2 ? n : fib(n - 1) + fib(n - 2)
def ack(m, n)
  if m.zero? then n + 1
  elsif n.zero? then ack(m - 1, 1)
  else ack(m - 1, ack(m, n - 1))
  end
end
def even?(n) = n.zero? ? true : odd?(n - 1)
def odd?(n) = n.zero? ? false : even?(n - 1)
def hanoi(n, from, to, via, moves)
  return moves if n.zero?
  hanoi(n - 1, from, via, to, moves)
  moves << [from, to]
  hanoi(n - 1, via, to, from, moves)
end
p fact(10), fact(25), fib(20), ack(2, 3), even?(100), odd?(7)
p hanoi(4, :a, :c, :b, []).size, hanoi(2, :a, :c, :b, [])
def sum_list(l) = l.empty? ? 0 : l[0] + sum_list(l[1..])
p sum_list((1..100).to_a)
def flatten_deep(x) = x.is_a?(Array) ? x.flat_map { flatten_deep(_1) } : [x]
p flatten_deep([1, [2, [3, [4, [5]]]]])
