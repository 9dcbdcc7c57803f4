# reduce for common aggregations: running totals, max with index, string concatenation, hash merging
nums = [4, 8, 15, 16, 23, 42]
running = nums.each_with_object([]) { |x, acc| acc << (acc.last || 0) + x }
p running, nums.inject { |m, x| m > x ? m : x }, nums.each_with_index.inject { |best, cur| cur[0] > best[0] ? cur : best }
p nums.reduce(1) { |prod, x| prod * x }, nums.reduce(:+) / nums.size.to_f, nums.inject(:lcm)
p %w[a b c].reduce("") { |s, c| c + s }, [{ a: 1 }, { b: 2 }, { a: 3 }].reduce({}) { |h, x| h.merge(x) { |_, o, n| o + n } }
p [[1, 2], [3, 4]].reduce([]) { |acc, pair| acc + pair.reverse }, (1..5).each_cons(2).reduce(0) { |s, (a, b)| s + a * b }
p nums.sum { |x| x.odd? ? x : 0 }, nums.reduce(0) { |s, x| x.even? ? s + x : s }, nums.minmax.reduce(:-)
p (1..4).inject { |a, b| a * b }, (1..4).each_slice(2).inject(0) { |s, pair| s + pair.sum }
