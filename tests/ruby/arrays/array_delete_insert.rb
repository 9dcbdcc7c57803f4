# Deleting and inserting while keeping indexes right: delete_at in reverse, insert at negative indexes, fill ranges
a = %w[a b c d e f]
[1, 3, 4].sort.reverse.each { |i| a.delete_at(i) }
p a
b = [1, 2, 3]
b.insert(-1, :end)
b.insert(-2, :before_end)
b.insert(1, :x, :y)
p b
c = Array.new(6, 0)
c.fill(9, 2, 2)
c.fill { |i| i * i if i > 3 }
p c
d = (1..10).to_a
d.reject!.with_index { |_, i| i.odd? }
p d, d.slice!(1..2), d
e = [5, 3, 5, 1, 5]
p e.delete(5), e, e.delete_if.with_index { |_, i| i.zero? }, e.clear
