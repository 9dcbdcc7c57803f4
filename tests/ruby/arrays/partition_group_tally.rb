# partition, group_by, tally, chunk_while, slice_when, each_with_object on arrays
words = %w[apple avocado banana blueberry cherry apple banana apple]
p words.partition { _1.start_with?("a") }
p words.group_by(&:size)
p words.tally, words.tally.max_by { |_, v| v }
p words.uniq.group_by { _1[0] }.transform_values(&:size)
p [1, 2, 4, 5, 7].chunk_while { |a, b| b == a + 1 }.to_a
p [1, 2, 4, 5, 7].slice_when { |a, b| b != a + 1 }.map(&:size)
p words.each_with_object(Hash.new(0)) { |w, h| h[w[0]] += 1 }
p words.sum(""), words.min_by(&:size), words.max_by(&:size)
