# Hash default values and default procs: memoization, nested autovivification, fetch vs []
fib = Hash.new { |h, n| h[n] = n < 2 ? n : h[n - 1] + h[n - 2] }
p fib[40], fib.size
tree = Hash.new { |h, k| h[k] = Hash.new(&h.default_proc) }
tree[:a][:b][:c] = 1
p tree
counts = Hash.new(0)
"mississippi".each_char { |c| counts[c] += 1 }
p counts, counts["z"], counts.fetch("z", :none), counts.key?("z")
lists = Hash.new { |h, k| h[k] = [] }
lists[:x] << 1
lists[:y]
p lists
h = Hash.new(5)
p h.default, h[:q], h.default_proc, h.to_a
h.default = 7
p h[:r]
h.default_proc = proc { |_, k| k.to_s * 2 }
p h[:ab], h.default
p Hash.new { |_, k| k }.fetch(:a, :fb), Hash.new { |_, k| k }.dig(:a)
begin
  {}.fetch(:missing)
rescue KeyError => e
  p e.message, e.key, e.receiver
end
