# Working with sorted arrays: bsearch find-minimum and find-any modes, insertion points, and range queries
a = [1, 3, 5, 7, 9, 11, 13]
p a.bsearch { |x| x >= 6 }, a.bsearch { |x| x >= 14 }, a.bsearch_index { |x| x > 8 }, a.bsearch { |x| 9 <=> x }
insert_at = ->(arr, v) { arr.bsearch_index { |x| x >= v } || arr.size }
p insert_at.(a, 0), insert_at.(a, 8), insert_at.(a, 20)
b = a.dup
[6, 0, 14].each { |v| b.insert(insert_at.(b, v), v) }
p b, b == b.sort
lo = a.bsearch_index { |x| x >= 4 }
hi = a.bsearch_index { |x| x > 10 }
p a[lo...hi], (1..100).bsearch { |x| x * x >= 50 }, (0.0..10.0).bsearch { |x| x * x >= 2 }.round(6)
