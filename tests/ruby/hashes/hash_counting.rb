# Counting with hashes: Hash.new(0), tally, each_with_object, max_by ties, sort by value then key
text = "the cat and the hat and the bat sat on the mat"
counts = Hash.new(0)
text.split.each { |w| counts[w] += 1 }
p counts.sort_by { |w, c| [-c, w] }.first(3), counts.values.sum, counts.size
p text.split.tally == counts, counts.select { |_, c| c > 1 }.keys.sort
letters = text.delete(" ").chars.tally.sort_by { |l, c| [-c, l] }.first(4)
p letters
first_seen = text.split.each_with_object({}) { |w, h| h[w] ||= h.size }
p first_seen.first(4)
p counts.max_by { |_, c| c }, counts.min_by { |w, c| [c, w] }, counts.sum { |_, c| c }
by_len = text.split.uniq.group_by(&:length)
p by_len.transform_values(&:sort), by_len.keys.sort
