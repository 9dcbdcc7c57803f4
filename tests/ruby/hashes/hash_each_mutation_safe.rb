# Mutating hashes while iterating: copies of keys/to_a, updating existing keys, and the error for adding keys
h = { a: 1, b: 2, c: 3, d: 4 }
h.keys.each { |k| h.delete(k) if h[k].even? }
p h
g = { a: 1, b: 2, c: 3 }
g.to_a.each { |k, v| g["#{k}2".to_sym] = v * 2 }
p g
x = { a: 1 }
begin
  x.each { |k, _| x[:"#{k}x"] = 1 }
rescue RuntimeError => e
  p e.message
end
y = { a: 1, b: 2 }
y.each_value { |v| y[:a] = v * 10 }
p y
p({ a: 1, b: 2 }.reject { _2 > 1 }, { a: 1 }.merge(b: 2).delete_if { _1 == :a })
