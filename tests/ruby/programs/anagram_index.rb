# Building an index from words to anagram groups, then querying with sorted keys and frequency stats
words = %w[stop pots tops opts post spot evil vile live veil leaf flea ruby bury]
index = words.group_by { |w| w.chars.sort.join }
p index.keys.sort, index.values.map(&:size).tally.sort.to_h
query = ->(w) { index.fetch(w.chars.sort.join, []) - [w] }
p query.("stop"), query.("live"), query.("xyz"), query.("ruby")
p index.max_by { |_, ws| ws.size }.last.sort, index.select { |_, ws| ws.size == 2 }.values
