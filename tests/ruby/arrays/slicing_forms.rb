# Array#[] / slice / slice! with ranges, negative indices, lengths and out-of-range results
a = [1, 2, 3, 4, 5]
p a[0], a[-1], a[5], a[-6], a[1, 2], a[5, 1], a[6, 1], a[1..], a[..-3], a[-3...-1]
p a[2..1], a[5..], a[6..], a.first(2), a.last(2), a.first, a.last
p a.slice(1, 3), a.slice(-2..), a.values_at(0, 2, 10, -1), a.values_at(1..2)
b = a.dup
p b.slice!(1, 2), b, b.slice!(-1), b, b.slice!(10), b
c = (1..10).to_a
p c[(1..).step(3)], c.each_slice(4).to_a.last
p c.take(3), c.drop(8), c.take_while { |x| x < 4 }, c.drop_while { |x| x < 8 }
p c.dig(0), [[1, [2, 3]]].dig(0, 1, 0), a.fetch(1), a.fetch(-1), a.fetch(9, :none)
begin
  a.fetch(9)
rescue IndexError => e
  p e.message
end
p a.fetch(9) { |i| i * 2 }, a.at(-2)
