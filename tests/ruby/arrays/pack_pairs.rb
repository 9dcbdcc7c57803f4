# assoc/rassoc, to_h with block, each_with_index, each_with_object, zip/unzip and bsearch
pairs = [[:a, 1], [:b, 2], [:c, 3]]
p pairs.assoc(:b), pairs.rassoc(3), pairs.assoc(:z), pairs.to_h, pairs.to_h { |k, v| [v, k] }
p pairs.each_with_index.map { |(k, v), i| "#{i}#{k}#{v}" }
p pairs.each_with_object({}) { |(k, v), h| h[v] = k }
keys, vals = pairs.transpose
p keys, vals
sorted = [1, 3, 5, 7, 9, 11]
p sorted.bsearch { |x| x >= 6 }, sorted.bsearch { |x| x >= 100 }, sorted.bsearch_index { |x| x >= 6 }
p sorted.bsearch { |x| 7 <=> x }
p [1, 2, 3].each_entry.to_a, [[1, 2], [3, 4]].each_entry.map { |x| x }
p %w[a b c].each_with_index.to_a, %w[a b c].each.with_index(1).to_a
p [4, 5].each_with_index.select { |x, i| i > 0 }
