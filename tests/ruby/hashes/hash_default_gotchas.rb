# Default-value gotchas: shared mutable default vs block default, fetch ignoring defaults, key? vs [] on defaults
shared = Hash.new([])
shared[:a] << 1
shared[:b] << 2
p shared, shared[:c], shared.size
fixed = Hash.new { |h, k| h[k] = [] }
fixed[:a] << 1
fixed[:b] << 2
p fixed, fixed.size
d = Hash.new(0)
p d[:x], d.key?(:x), d.fetch(:x, :fb), d.dig(:x), d.to_a, d.default
d[:y] += 5
p d, d.sum { |_, v| v }
h = Hash.new { |_, k| "no #{k}" }
p h[:a], h, h.size, h.values_at(:q, :r), h.fetch(:z) { |k| "block #{k}" }
