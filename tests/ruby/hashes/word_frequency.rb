# Typical hash workload: word counts, top-N with sort_by { -v }, grouping by length
text = "the quick brown fox jumps over the lazy dog the fox barks and the dog runs"
freq = Hash.new(0)
text.split.each { |w| freq[w] += 1 }
p freq.size
p freq.sort_by { |w, c| [-c, w] }.first(3)
p freq.max_by { |_, c| c }, freq.select { |_, c| c == 2 }.keys.sort
by_len = text.split.uniq.group_by(&:length)
p by_len.keys.sort, by_len[5]
p text.split.tally == freq, freq.values.sum == text.split.size
p freq.sort_by { -_2 }.first(2).to_h
p freq.min_by(2) { |w, c| [c, w] }
