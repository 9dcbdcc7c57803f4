# any?/all?/none?/one? with patterns and blocks; include?, count, find_index, sum with init
a = [1, 2, 3, nil, "x"]
p a.any?, a.all?, a.none?, a.one?, [nil, false].any?, [].all?, [].any?, [].none?
p a.any?(String), a.all?(Integer), a.none?(Float), a.one?(NilClass), a.count(nil)
p [1, 2, 3].any? { |x| x > 2 }, [1, 2, 3].all?(1..3), %w[ab cd].any?(/c/), [1, 1].one?(1)
p [1, 2, 3].include?(2), [1, 2, 3].count { |x| x.odd? }, [1, 2, 3].count(2)
p [5, 6, 7].find_index(6), [5, 6, 7].index { |x| x > 5 }, [5, 6, 5].rindex(5)
p [1, 2, 3].sum, [1, 2, 3].sum(10), [0.1] * 10 == [0.1] * 10, ([0.1] * 10).sum
p [[1, 2], [3, 4]].sum([]), %w[a b].sum(""), [1, 2.5].sum
p [3, 1, 2].min, [3, 1, 2].max(2), [3, 1, 2].minmax, %w[aa b ccc].max_by(&:size)
p [].min, [].sum, [].max_by { |x| x }
p [1, 2, 3, 4].sum { |x| x * x }, [1, 2, 3].find { |x| x > 5 }
p [1, 2, 3].filter_map { |x| x * 2 if x.odd? }
