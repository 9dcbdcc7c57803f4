# A leaderboard with dense ranking, ties, score updates via Hash#merge!, and top-N slices
board = Hash.new(0)
events = [["ann", 10], ["bob", 15], ["cid", 10], ["ann", 5], ["dee", 3], ["bob", -5], ["eve", 15]]
events.each { |name, pts| board.merge!(name => pts) { |_, a, b| a + b } }
sorted = board.sort_by { |n, s| [-s, n] }
ranks = sorted.map(&:last).uniq.each_with_index.to_h { |s, i| [s, i + 1] }
sorted.each { |n, s| puts "#{ranks[s]}. #{n} #{s}" }
p board.values.sum, sorted.first(3).map(&:first), ranks, board.select { |_, s| s == board.values.max }.keys
