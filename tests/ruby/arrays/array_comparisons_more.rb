# Array equality and comparison: ==, eql?, <=>, hash, sort of arrays, include? of arrays, nested frozen arrays
a = [1, [2, 3]]
b = [1, [2, 3]]
p a == b, a.eql?(b), a.equal?(b), a.hash == b.hash, a <=> b, [1, 2] <=> [1, 3], [2] <=> [1, 9], [1, 2] <=> [1]
p [1, 1.0] == [1.0, 1], [1].eql?([1.0]), [[3, "a"], [1, "b"], [3, "A"]].sort, [[1, 2], [1, 2]].uniq.size
p [[1, 2]].include?([1, 2]), [["a", 1]].assoc("a"), [1, [2, [3]]].flatten == [1, 2, 3], [] == [], [nil] == []
p ([1, "a"] <=> [1, 2]), [1, 2].frozen?, [1, 2].freeze.map { _1 * 2 }.frozen?, [a].index(b), [[]].empty?
