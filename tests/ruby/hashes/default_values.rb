# Hash default value (shared object pitfall), Hash.new with block, fetch vs []
h = Hash.new(0)
"hello world".each_char { h[_1] += 1 }
p h["l"], h["z"], h.size, h.key?("z")
shared = Hash.new([])
shared[:a] << 1
p shared, shared[:b], shared.default
lists = Hash.new { |hash, k| hash[k] = [] }
lists[:x] << 1
lists[:x] << 2
lists[:y] << 3
p lists, lists.default_proc.class
lazy = Hash.new { |_, k| k.to_s * 2 }
p lazy[:ab], lazy
p h.fetch("l"), Hash.new(5).fetch(:q, 7)
d = {}
d.default = :dflt
p d[:nothing], d.to_a
fib = Hash.new { |memo, n| memo[n] = n < 2 ? n : memo[n - 1] + memo[n - 2] }
p fib[80], fib.size
