# Sorting and slicing hashes: sort_by value desc, first(n).to_h, slice/except, filter_map of keys, min/max by value
scores = { "ann" => 88, "bob" => 95, "cid" => 72, "dee" => 95, "eve" => 60 }
top = scores.sort_by { |n, s| [-s, n] }.first(3).to_h
p top, scores.slice("ann", "zed"), scores.except("eve"), scores.max_by(&:last), scores.min_by(2, &:last).to_h
p scores.sum { _2 } / scores.size.to_f, scores.count { _2 >= 90 }, scores.filter_map { |n, s| n if s < 80 }
p scores.sort.last, scores.to_a.sort_by(&:last).map(&:first), scores.invert.sort.to_h.values.first
p scores.each_with_object(Hash.new { |h, k| h[k] = [] }) { |(n, s), h| h[s / 10 * 10] << n }.sort.to_h
