# find/detect with ifnone, find_index, first/min/max with n and blocks, min_by/max_by ties, sum with floats
people = [["ann", 31], ["bob", 25], ["cid", 31], ["dee", 19]]
p people.find { |_, a| a > 30 }, people.detect { |_, a| a > 40 }, people.find(-> { :none }) { |_, a| a > 40 }
p people.find_index { |n, _| n == "cid" }, people.first, people.first(2), people.min_by { |_, a| a }
p people.max_by { |_, a| a }, people.max_by(2) { |_, a| a }, people.min(2) { |a, b| a[1] <=> b[1] }
p people.sum { |_, a| a }, people.sum(0.0) { |_, a| a } / people.size, people.map(&:last).minmax
p people.sort_by { |n, a| [-a, n] }.map(&:first), people.group_by(&:last).keys, people.partition { |_, a| a.odd? }.map(&:size)
p people.each_with_object(Hash.new { |h, k| h[k] = [] }) { |(n, a), h| h[a] << n }
