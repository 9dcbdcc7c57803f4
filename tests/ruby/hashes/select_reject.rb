# select/filter/reject/filter_map/partition/find_all on hashes, returning hashes or arrays
h = { a: 1, b: 2, c: 3, d: 4 }
p h.select { |k, v| v.even? }, h.filter { |_, v| v > 2 }, h.reject { |k, _| k == :a }
p h.filter_map { |k, v| k if v.odd? }, h.partition { |_, v| v < 3 }, h.find_all { _2 > 3 }
p h.min_by { |_, v| v }, h.sum { _2 }, h.any? { |_, v| v > 3 }, h.all? { |_, v| v > 0 }, h.count
p h.select { false }, h.group_by { |_, v| v.odd? }
g = h.dup
p g.select! { |_, v| v > 1 }, g.reject! { |_, v| v > 100 }, g.keep_if { true }, g.delete_if { |k, _| k == :d }
p h.slice(:a, :c, :z), h.except(:a, :b), h.filter_map { _2 * 10 if _2 > 2 }
p h.find { |_, v| v > 2 }, h.detect { false }, h.sort_by { |_, v| -v }.to_h
p h.reject { true }, h.filter_map { |k, v| [k, v] if v.even? }.to_h
