# Recursion: permutations, power set, flatten, Ackermann-small, Tower of Hanoi move counting, and deep sums
def perms(a) = a.size <= 1 ? [a] : a.flat_map { |x| perms(a - [x]).map { |r| [x] + r } }
def power_set(a) = a.empty? ? [[]] : power_set(a[1..]).flat_map { |s| [s, [a[0]] + s] }
def my_flatten(a) = a.flat_map { |x| x.is_a?(Array) ? my_flatten(x) : [x] }
def ack(m, n) = m.zero? ? n + 1 : n.zero? ? ack(m - 1, 1) : ack(m - 1, ack(m, n - 1))
def hanoi(n, from, to, via, moves) = n.zero? ? moves : (hanoi(n - 1, from, via, to, moves); moves << [from, to]; hanoi(n - 1, via, to, from, moves))
def deep_sum(x) = x.is_a?(Array) ? x.sum { |y| deep_sum(y) } : x
p perms([1, 2, 3]), power_set(%w[a b c]).sort, my_flatten([1, [2, [3, [4]]], 5]), ack(2, 3)
p hanoi(3, :a, :c, :b, []).size, hanoi(2, :a, :c, :b, []), deep_sum([1, [2, [3, [4, [5]]]]])
def count_down(n) = n.zero? ? [0] : [n] + count_down(n - 1)
p count_down(5), count_down(500).size
