# An uncaught IndexError from Array#fetch inside a block
items = [1, 2, 3]
items.each_with_index { |x, i| puts x }
items.fetch(10)
