# sort (default, block, sort_by, stable-by-index), reverse, rotate, max/min with n
a = [5, 3, 9, 1, 7]
p a.sort, a.sort { |x, y| y <=> x }, a.sort_by { -_1 }, a.reverse, a
p a.rotate, a.rotate(2), a.rotate(-1), a.rotate(12)
p %w[pear fig apple kiwi].sort_by { |w| [w.size, w] }
p a.max, a.min, a.max(2), a.min(2), a.minmax, a.sum
p [[2, "b"], [1, "z"], [2, "a"]].sort
b = a.dup
b.sort!
b.reverse!
p b, a
p [0.5, -1, 3].sort, ["b", "B", "a"].sort
