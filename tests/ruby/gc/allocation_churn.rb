# Allocation churn survives collections: objects reachable from roots keep their contents across GC.start
keep = []
200.times do |i|
  garbage = Array.new(50) { |j| "tmp#{i}-#{j}" }
  keep << "keep#{i}" if i % 20 == 0
  garbage.clear
  GC.start if i % 50 == 0
end
GC.start
p keep.size, keep.first, keep.last
h = {}
1000.times { |i| h["k#{i}"] = [i] * 3 }
GC.start
p h.size, h["k999"], h.sum { |_, v| v.first }
big = (1..5000).map { |i| { id: i, name: "n#{i}" } }
GC.start
p big.last, big.count { _1[:id].even? }
