# tally with hash argument, minmax/min_by/max_by with n, sort_by stability and uniq by block
p %w[a b a c a b].tally, %w[x y x].tally({ "x" => 10 }) rescue p $!.class
scores = { ann: 91, bob: 78, cid: 91, dee: 65, eve: 88 }
p scores.max_by(2) { |_, v| v }, scores.min_by { |_, v| v }, scores.minmax_by { |_, v| v }
p scores.sort_by { |k, v| [-v, k] }.map(&:first), scores.sum { |_, v| v } / scores.size
p scores.values.minmax, scores.values.sort.reverse.take(3), scores.group_by { |_, v| v / 10 * 10 }.keys.sort
p (1..10).each_slice(3).map(&:sum).max, %w[apple pie a la mode].max_by(&:length)
p %w[aa b ccc dd].uniq(&:size), %w[Ab aB ab].uniq(&:downcase), [[1, :a], [1, :b]].uniq(&:first)
p (1..6).min_by(2) { |x| (x - 3.5).abs }, (1..6).each_entry.to_a.last
