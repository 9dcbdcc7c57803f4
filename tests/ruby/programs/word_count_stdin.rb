# A wc-like tool over stdin: lines, words, bytes, chars, longest line, and the most common words
text = $stdin.read
lines = text.lines
puts format("%d %d %d %d", lines.size, text.split.size, text.bytesize, text.length)
p lines.map(&:chomp).max_by(&:size), text.downcase.scan(/\p{L}+/).tally.sort_by { |w, c| [-c, w] }.first(3)
