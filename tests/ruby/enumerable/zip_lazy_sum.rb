# zip with blocks, lazy chains (filter_map, take_while, uniq, with_index, eager), sum of floats
p [1, 2, 3].zip([4, 5, 6]).map { |a, b| a * b }.sum
r = []
[1, 2].zip([3, 4]) { |a, b| r << a + b }
p r
lz = (1..Float::INFINITY).lazy
p lz.map { |x| x * x }.reject(&:odd?).first(4)
p lz.filter_map { |x| x * 2 if x % 3 == 0 }.take(3).to_a
p lz.take_while { |x| x < 5 }.to_a, lz.drop_while { |x| x < 5 }.first
p (1..20).lazy.select(&:even?).map { |x| x * 10 }.with_index.map { |x, i| x + i }.first(3)
p [3, 1, 3, 2, 1].lazy.uniq.to_a, (1..3).lazy.flat_map { |x| [x, -x] }.to_a
p (1..3).lazy.map { |x| x * 2 }.class, (1..3).lazy.eager.class rescue p $!.class
p (1..4).lazy.zip(5..8).first(2)
p [0.1, 0.2, 0.3].sum, [0.1, 0.2, 0.3].inject(:+), [1e100, 1.0, -1e100].sum, [1, 2r].sum rescue p $!.class
p (1..5).sum { |x| x.to_f / 2 }, [[1, 2], [3]].sum([]), ["a", "b"].sum("")
