# Hash ordering: insertion order kept through updates, delete/reinsert moves to end, sort/min/max over pairs
h = {}
h[:c] = 1
h[:a] = 2
h[:b] = 3
h[:a] = 20
p h.keys, h.to_a
h.delete(:c)
h[:c] = 9
p h.keys, h.first, h.first(2), h.min_by { |_, v| v }, h.sort.first
p h.each_with_index.map { |(k, v), i| "#{i}#{k}#{v}" }
p h.reverse_each.to_a rescue p h.to_a.reverse
p h.map { |k, v| [v, k] }.sort.to_h, h.sort_by { |k, v| -v }.to_h.keys
merged = { z: 0, a: 0 }.merge(h)
p merged.keys, h.merge({ z: 0 }).keys
p h.to_a.transpose, h.keys.zip(h.values) == h.to_a, h.each_slice(2).to_a
