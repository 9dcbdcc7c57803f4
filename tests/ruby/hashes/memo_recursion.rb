# Memoized recursion with hashes: fibonacci, partitions, and a grid path counter
memo = {}
fib = ->(n) { n < 2 ? n : memo[n] ||= fib.(n - 1) + fib.(n - 2) }
p fib.(90), memo.size
parts = Hash.new { |h, (n, k)| h[[n, k]] = if n == 0 then 1 elsif n < 0 || k == 0 then 0 else h[[n - k, k]] + h[[n, k - 1]] end }
p parts[[10, 10]], parts[[30, 30]]
grid = Hash.new { |h, (r, c)| h[[r, c]] = r.zero? || c.zero? ? 1 : h[[r - 1, c]] + h[[r, c - 1]] }
p grid[[2, 2]], grid[[8, 8]]
coins = [1, 5, 10, 25]
ways = Array.new(101, 0)
ways[0] = 1
coins.each { |c| (c..100).each { |v| ways[v] += ways[v - c] } }
p ways[100], ways[25], ways.first(11)
