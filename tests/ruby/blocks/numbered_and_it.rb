# Numbered block parameters _1/_2 and the Ruby 3.4+ implicit `it` parameter
p [1, 2, 3].map { _1 * 2 }, [1, 2, 3].map { it * 3 }
p [[1, 2], [3, 4]].map { _1 + _2 }, [[1, 2], [3, 4]].map { _1 }, [[1, 2]].map { it }
p({ a: 1, b: 2 }.map { "#{_1}=#{_2}" })
p({ a: 1 }.map { it })
p %w[x yy zzz].select { it.size > 1 }.map { it.upcase }
p [3, 1, 2].sort_by { -it }, [1, 2].each_with_index.map { _1 * _2 }
add = proc { _1 + _2 }
p add.call(1, 2), add.arity, proc { it }.arity, proc { _1 }.arity, lambda { it }.arity
p [1, 2].map { [it, [it * 10].map { it + 1 }] }
it = 5
p it
p [7].map { it }
