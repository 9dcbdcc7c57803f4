# Daily temperature statistics: min/max/mean/median, streaks of rising days, and week-over-week changes
temps = [12.5, 14.0, 13.2, 15.8, 17.1, 16.0, 18.4, 19.0, 17.5, 20.2, 21.0, 19.8, 22.4, 23.1]
sorted = temps.sort
median = (sorted[temps.size / 2 - 1] + sorted[temps.size / 2]) / 2
p temps.minmax, (temps.sum / temps.size).round(2), median
streaks = temps.each_cons(2).chunk_while { |(a, b), (c, d)| b > a && d > c }.select { |g| g.first[1] > g.first[0] }
p streaks.map(&:size).max, temps.each_slice(7).map { |w| (w.sum / w.size).round(2) }
p temps.each_cons(2).map { |a, b| (b - a).round(1) }.max, temps.each_index.max_by { temps[_1] }
