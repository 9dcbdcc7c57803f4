# group_by/tally/partition/chunk_while on words, tally_by, each_with_object into hashes
words = %w[apple avocado banana blueberry cherry date apple banana apple]
p words.tally, words.tally.sort_by { |w, n| [-n, w] }.first(2)
p words.group_by { |w| w[0] }.transform_values(&:size)
p words.uniq.group_by(&:size), words.partition { |w| w.size > 5 }
p words.each_with_object(Hash.new(0)) { |w, h| h[w.size] += 1 }
p words.group_by(&:size).transform_values(&:count)
p words.chunk_while { |a, b| a[0] == b[0] }.to_a
p words.uniq.sort.slice_when { |a, b| a[0] != b[0] }.map(&:size)
p (1..10).group_by { |i| i % 3 }, (1..10).partition(&:even?)
p words.max_by { |w| words.count(w) }, words.sum { |w| w.size }
