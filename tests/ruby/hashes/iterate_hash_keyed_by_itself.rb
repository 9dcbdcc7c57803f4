# A Hash that holds itself as a key or value is iterated like any other:
# each iterator visits that entry (it was once taken for a deleted slot),
# deleted entries are skipped, and keys deleted while iterating are not
# visited.
h = {}
h[h] = :self_key
h[:a] = 1
h[:b] = h
p h.size
p h.each_key.count
p h.each_value.map { |v| v.equal?(h) ? :itself : v }
h.each { |k, v| p [k.equal?(h) ? :itself : k, v.equal?(h) ? :itself : v] }
p h.count { |k, _| k.equal?(h) }
p h.any? { |k, _| k.equal?(h) }
p h.select { |k, _| k.equal?(h) }.size
p h.to_a.size

g = {x: 1, y: 2, z: 3, w: 4}
g.delete(:y)
p g.map { |k, v| "#{k}=#{v}" }
g.each { |k, _| g.delete(:w) if k == :x }
p g
p g.each_with_index.to_a
e = {p: 1, q: 2}
p e.each_with_object([]) { |(k, v), acc| acc << k << v }
p e.find { |_, v| v == 2 }
p e.sum([])
p e.min_by { |_, v| -v }
