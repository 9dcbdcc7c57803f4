# compare_by_identity: string keys by object, symbols and integers still equal, inspect and dup
h = {}.compare_by_identity
a = "key"
b = "key".dup
h[a] = 1
h[b] = 2
p h.size, h[a], h[b], h["key".dup], h.compare_by_identity?, {}.compare_by_identity?
h[:s] = 3
h[:s] = 4
h[1] = 5
h[1] = 6
p h.size, h[:s], h[1]
p h.keys.map(&:class), h.dup.compare_by_identity?
g = { "x" => 1 }
p g["x"], g.compare_by_identity["x"]
p h.select { |k, _| k.is_a?(String) }.size, h.transform_values { |v| v * 10 }.values
