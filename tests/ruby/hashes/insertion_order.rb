# Hash preserves insertion order through updates, deletes and re-inserts
h = {}
h[:c] = 3
h[:a] = 1
h[:b] = 2
p h, h.keys, h.values
h[:c] = 30
p h
h.delete(:c)
h[:c] = 300
p h, h.first, h.first(2), h.to_a.last
h2 = { z: 1, y: 2 }.merge(a: 3, z: 9)
p h2
p h.sort.to_h, h.min_by { |k, v| v }, h.sort_by { |k, v| -v }.first(2)
