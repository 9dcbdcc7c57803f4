# flatten (with depth), compact, uniq (with block), and bang versions returning nil
a = [1, [2, [3, [4, nil]]], nil]
p a.flatten, a.flatten(1), a.compact, a.flatten.compact
p [1, 1, 2, 3, 3, 3].uniq, [1.0, 1, "1"].uniq, %w[a A b B].uniq(&:downcase)
b = [1, 2, 3]
p b.uniq!, b.compact!, b.flatten!
c = [3, nil, 3, [4]]
p c.uniq!, c.compact!, c.flatten!, c
p [[1, 2], [1, 2], [2, 1]].uniq
nested = [[1, [2]], [[3]]]
p nested.flatten(0), nested.flatten(-1), nested.flat_map { _1 }
p [nil, false, 0, ""].compact, [1, 2, 1].uniq { _1.odd? }
