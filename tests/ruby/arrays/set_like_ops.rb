# Array &, |, -, union, intersection, difference, intersect?, uniq with block, multiplication
a = [1, 2, 2, 3, 4]
b = [3, 4, 4, 5]
p a & b, a | b, a - b, a + b, a.union(b, [9]), a.intersection(b, [4]), a.difference(b, [1])
p a.intersect?(b), a.intersect?([7]), a.uniq, %w[a A b B].uniq(&:downcase)
p [1, 2] * 2, [1, 2] * ", ", [[1, 2], [2, 3]].inject(:&)
p [1.0, 1, 2] - [1], [1, 1.0].uniq, ["a", "a".dup].uniq
p a.to_set.subset?([1, 2, 3, 4, 5].to_set) rescue p $!.class
p [3, 5, 2] .max(5), [1, 2, 3].sum - [1, 2].sum
h = { [1, 2] => :a }
p h[[1, 2]], [1, [2, 3]].hash == [1, [2, 3]].hash
