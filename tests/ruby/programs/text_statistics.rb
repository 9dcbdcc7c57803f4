# Text statistics: sentences, words, average word length, longest words, letter frequency histogram
text = "Ruby is a dynamic language. It focuses on simplicity and productivity! Is it elegant? Many say yes."
sentences = text.split(/(?<=[.!?])\s+/)
words = text.downcase.scan(/[a-z]+/)
p sentences.size, words.size, (words.sum(&:size).to_f / words.size).round(2)
p words.max_by(3, &:size), words.uniq.size, words.tally.select { |_, c| c > 1 }.keys.sort
hist = text.downcase.delete("^a-z").chars.tally.sort_by { |c, n| [-n, c] }.first(5)
hist.each { |c, n| puts "#{c} #{'#' * n} #{n}" }
p sentences.map { |s| s.split.size }, sentences.map { |s| s[-1] }
