# Mutating safely: iterate over keys/to_a copies while changing the hash, delete_if, reject, building new hashes
h = { a: 1, b: 2, c: 3, d: 4 }
h.keys.each { |k| h.delete(k) if h[k].even? }
p h
g = { a: 1, b: 2, c: 3 }
g.to_a.each { |k, v| g["#{k}2".to_sym] = v * 2 }
p g
p({ a: 1, b: 2 }.reject { _2 > 1 }, { a: 1 }.merge(b: 2).delete_if { _1 == :a })
