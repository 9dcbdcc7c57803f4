# Array element access: [], slice, at, first, last, values_at, dig, take, drop.
a = [10, 20, 30, 40, 50]
p a[0], a[4], a[5], a[-1], a[-5], a[-6]
p a[1, 2], a[4, 10], a[5, 1], a[6, 1], a[-2, 5], a[1, -1], a[0, 0]
p a[1..3], a[1...3], a[3..], a[..1], a[...1], a[-3..-1], a[-10..2], a[5..], a[6..], a[2..1]
p a[1.9], a.slice(2), a.slice(1, 2), a.slice(2..)
p a.at(1), a.at(-1), a.at(9)
p a.first, a.first(2), a.first(10), a.last, a.last(2), a.last(0)
p [].first, [].last, [].first(3)
p a.values_at(0, 2, 9, -1), a.values_at(1..2, 4..6), a.values_at
p a.take(2), a.take(0), a.take(9), a.drop(3), a.drop(9)
p [[1, [2, 3]]].dig(0, 1, 0), [1].dig(5), [[1]].dig(0, 0)
p a.size, a.length, a.empty?, [].empty?
p a.include?(30), a.include?(31), a.index(40), a.index(9), [1, 2, 1].rindex(1), [1, 2].rindex(5)
p [[1, :a], [2, :b]].assoc(2), [[1, :a], [2, :b]].rassoc(:a), [[1, :a]].assoc(3)
def err
  yield
rescue => e
  puts "#{e.class}: #{e.message}"
end
err { a.first(-1) }
err { a.take(-1) }
err { a.drop(-1) }
err { a["x"] }
err { a[nil] }
err { [1].dig(0, 1) }
err { a.values_at(-9..1) }
p a.fetch(1), a.fetch(-1), a.fetch(10, :d)
err { a.fetch(10) }
err { a.fetch(-6) }
