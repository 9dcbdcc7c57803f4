# Block parameter shapes: auto-splat of arrays, explicit splats, keyword params, defaults, numbered params and it
pairs = [[1, 2], [3, 4]]
p pairs.map { |a, b| a * b }, pairs.map { |a| a }, pairs.map { |(a, b)| a - b }, pairs.map { |*a| a }
p pairs.map { |a, b = 10, *c| [a, b, c] }, [[1, [2, 3]]].map { |a, (b, c)| a + b + c }
p pairs.each_with_index.map { |(a, b), i| a + b + i }, pairs.to_h { |a, b| [b, a] }
p [1, 2].map { _1 * 2 }, [[1, 2]].map { _1 + _2 }, [3, 4].map { it + 1 }, [[5, 6]].map { it }
kw = proc { |a, k: 0| [a, k] }
p kw.call(1), kw.call(1, k: 2), [[1, 2]].map { |a, b, k: 9| [a, b, k] }
p({ a: 1, b: 2 }.map { |k, v| "#{k}=#{v}" }, { a: 1 }.map { |pair| pair })
