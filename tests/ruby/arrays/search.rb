# include?, index/find_index with block, rindex, count variants, find/detect, any?/all?/none?
a = [4, 8, 15, 16, 23, 42, 8]
p a.include?(15), a.include?(99), a.index(8), a.rindex(8), a.index { _1 > 15 }, a.index(99)
p a.count, a.count(8), a.count(&:even?)
p a.find { _1 > 10 }, a.detect { _1 > 100 }
p a.any? { _1 > 40 }, a.all?(Integer), a.none?(String), a.one?(42), [].any?, [].all?, [nil].any?
p a.select(&:odd?), a.reject(&:odd?), a.find_all { _1 < 10 }
p a.bsearch { |x| x >= 15 }
p a.find_index(16), a.index { false }, a.sum { _1 % 2 }
p a.min_by { (_1 - 20).abs }, a.each_index.select { a[_1] == 8 }
sorted = a.sort
p sorted.bsearch { _1 >= 20 }, sorted.bsearch_index { _1 >= 20 }
