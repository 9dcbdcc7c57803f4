# Date arithmetic and comparison: + and - with days and Rationals, >> and <<, next_*/prev_*, <=>, ===, step/upto/downto
require "date"
d = Date.new(2024, 3, 1)
p d + 1, d - 1, d + Rational(1, 2), d >> 1, d << 1, Date.new(2001, 1, 31) >> 1, Date.new(2000, 2, 29) >> 12
p d.next_day(3), d.prev_day, d.next_month, d.prev_month(2), d.next_year, d.prev_year, d.next, d.succ
p d - Date.new(2024, 1, 1), (d <=> Date.new(2024, 1, 1)), d == Date.new(2024, 3, 1), d === DateTime.new(2024, 3, 1, 12)
p d.eql?(Date.new(2024, 3, 1)), d.hash == Date.new(2024, 3, 1).hash, d < Date.new(2025, 1, 1)
p d.between?(Date.new(2024, 1, 1), Date.new(2024, 12, 31)), d === 2460371, d == 1, (d <=> 2460371), (d <=> "x")
p d.step(d + 10, 3).map(&:to_s), d.upto(d + 2).to_a.size, d.downto(d - 2).map(&:day), d.step(d - 4, -2).map(&:day)
p({ d => 1 }[Date.new(2024, 3, 1)], [d, d - 3, d + 3].sort.map(&:day), [d, d - 3].max.day)
p((d + "x" rescue $!), (d >> "x" rescue $!), (Date.new(2024, 1, 31)..Date.new(2024, 2, 2)).map(&:to_s))
