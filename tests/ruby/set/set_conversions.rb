# Set conversions and equality: to_set with blocks, to_a order, sort, inspect, Set#== with different order, hash keys
s = [3, 1, 2, 3, 1].to_set
p s, s.to_a, s.sort, s.inspect, s.to_s, s == Set[1, 2, 3], s.eql?(Set[2, 3, 1]), s.hash == Set[1, 2, 3].hash
p %w[b a].to_set { |x| x.upcase }, (1..5).to_set.select(&:even?), { a: 1 }.to_set, Set.new(nil)
p Set[[1, 2], [1, 2]].size, Set["a", :a].size, Set[1, 1.0].size, s.map { |x| x % 2 }.to_set
p s.include?(2), s.member?(5), s === 3, s.length, s.empty?, Set[].empty?, s.first, s.min, s.max, s.sum
