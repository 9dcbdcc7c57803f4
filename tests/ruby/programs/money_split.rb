# Splitting money fairly in integer cents: divmod remainders, rounding, and Rational shares
def split(total_cents, n)
  base, extra = total_cents.divmod(n)
  Array.new(n) { |i| base + (i < extra ? 1 : 0) }
end
p split(1000, 3), split(1000, 3).sum, split(7, 4), split(1, 3)
def allocate(total, ratios)
  sum = ratios.sum
  raw = ratios.map { |r| Rational(total * r, sum) }
  floors = raw.map(&:floor)
  left = total - floors.sum
  order = raw.each_with_index.sort_by { |r, i| [-(r - r.floor), i] }.map(&:last)
  order.first(left).each { |i| floors[i] += 1 }
  floors
end
p allocate(100, [1, 1, 1]), allocate(1000, [50, 30, 20]), allocate(5, [3, 7]), allocate(10, [1, 2, 3, 4]).sum
p format("%.2f", 1999 / 100.0), 1999.divmod(100), (19.99 * 100).round
