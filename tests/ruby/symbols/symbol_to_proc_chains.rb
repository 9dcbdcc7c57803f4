# Symbol#to_proc in chains: map(&:method) with strings, numbers, nested arrays, and method names with ? and !
words = %w[apple Banana cherry]
p words.map(&:length), words.map(&:downcase).sort, words.select(&:frozen?).size, words.reject(&:empty?).size
p [1, -2, 3].map(&:abs), [1.4, 2.6].map(&:round), [[1, 2], [3]].map(&:size), [nil, 1, false].map(&:nil?)
p words.map(&:upcase).map(&:reverse).map(&:chars).map(&:first), [3, 1, 2].sort.map(&:to_s).join
p %w[a b].each_with_index.to_a.map(&:join), [[1, 2], [3, 4]].map(&:sum)
p [1, 2, 3].map(&:even?), ["a", "b"].map(&:ord).sum, (1..4).map(&:to_f).sum
