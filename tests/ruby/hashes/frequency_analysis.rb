# Frequency analysis of a paragraph: words, bigrams, letter pairs, top-N with ties broken alphabetically
text = "it was the best of times it was the worst of times it was the age of wisdom it was the age of foolishness"
words = text.split
p words.size, words.uniq.size, words.tally.sort_by { |w, c| [-c, w] }.first(4)
bigrams = words.each_cons(2).map { _1.join(" ") }.tally
p bigrams.max_by(3) { |b, c| [c, b] }, bigrams.count { _2 == 1 }
letters = text.delete(" ").chars
p letters.tally.sort_by { |l, c| [-c, l] }.first(5).map(&:first).join, letters.each_cons(2).map(&:join).tally.max_by(&:last)
p words.group_by(&:size).transform_values(&:uniq).sort.to_h
