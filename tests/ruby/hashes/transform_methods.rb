# transform_keys/values (with hash argument), filter_map, to_h with block, sum/min_by on hashes
h = { a: 1, b: 2, c: 3 }
p h.transform_values { |v| v * 10 }, h.transform_keys(&:to_s), h.transform_keys(a: :x, b: :y)
p h.transform_keys({ a: :z }) { |k| k.upcase }, h.to_h { |k, v| [v, k] }
p h.filter_map { |k, v| k if v.odd? }, h.sum { |_, v| v }, h.min_by { |_, v| -v }
p h.map { |k, v| [k, v + 1] }.to_h, h.sort_by { |_, v| -v }.first, h.max_by { |_, v| v }
g = h.dup
g.transform_values!(&:to_s)
g.transform_keys!(&:to_s)
p g, h
p h.invert, h.key(2), h.rassoc(3), h.assoc(:a), h.values_at(:a, :z), h.fetch_values(:a, :b)
p h.each_with_object({}) { |(k, v), acc| acc[v] = k }
p h.inject(0) { |s, (_, v)| s + v }, h.find { |_, v| v > 1 }, h.count { |_, v| v > 1 }
p h.sort_by { |k, _| k }.reverse.to_h, h.entries, h.partition { |_, v| v > 1 }
