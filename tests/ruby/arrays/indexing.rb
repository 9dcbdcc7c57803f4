# Array#[] with indexes, negatives, start/length, ranges, out-of-range nils
a = %w[a b c d e]
p a[0], a[-1], a[5], a[-6]
p a[1, 2], a[5, 1], a[6, 1], a[-2, 5], a[1, 0]
p a[1..3], a[1...3], a[3..], a[..1], a[-3..-2], a[4..10], a[5..], a[6..], a[3..1]
p a.values_at(0, 2, 10), a.at(-2), a.fetch(1), a.fetch(10, :dflt), a.fetch(-10) { |i| i * 2 }
begin
  a.fetch(10)
rescue IndexError => e
  p e.message
end
p a.slice(1, 2), a.dig(0), [[1, [2, 3]]].dig(0, 1, 0)
p a.first(2), a.last(2), a.take(10), a.drop(3)
