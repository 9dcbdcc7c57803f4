# Reading numbers from stdin (one per line, some invalid), skipping bad lines with Float(..., exception: false)
values = $stdin.each_line.filter_map { |l| Float(l.strip, exception: false) }
p values, values.size, values.sum.round(3), values.minmax
mean = values.sum / values.size
p mean.round(3), values.count { _1 > mean }, values.sort.each_slice(2).map(&:first)
