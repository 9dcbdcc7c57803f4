# push/append/unshift/prepend/insert/concat/delete_at/delete_if/keep_if/compact!/flatten!
a = [1, 2]
a.push(3, 4).append(5)
a.unshift(0).prepend(-1)
p a
p a.insert(2, :x, :y), a.insert(-2, :z)
p a.delete_at(2), a.delete_at(99), a
p a.delete(:y), a.delete(:nope), a.delete(:nope) { "missing" }
a.concat([6], [7])
p a
p a.delete_if { |x| x.is_a?(Symbol) }, a.keep_if(&:positive?)
b = [1, nil, 2, nil]
p b.compact!, b, b.compact!
c = [1, [2, [3, [4]]]]
p c.flatten(1), c.flatten!, c.flatten!
d = [3, 1, 2]
p d.sort!, d.reverse!, d.map! { |x| x * 10 }, d.select! { |x| x > 10 }, d.reject! { |x| x > 100 }
p d.uniq!, [1, 1].uniq!, d.shuffle(random: Random.new(1)).sort
e = [1, 2, 3, 4]
p e.pop(2), e.shift, e, e.clear, e.empty?
f = %w[a b c]
f[5] = "z"
p f, f.length
p f.fill("-", 3, 2), Array.new(3) { |i| i * i }, Array.new(2, "x")
