# Merging overlapping intervals and ranges, computing total coverage and gaps
intervals = [[1, 3], [2, 6], [8, 10], [15, 18], [17, 20], [9, 12]]
merged = intervals.sort.each_with_object([]) do |(s, e), acc|
  if acc.any? && s <= acc.last[1] then acc.last[1] = [acc.last[1], e].max
  else acc << [s, e]
  end
end
p merged, merged.sum { |s, e| e - s }, merged.each_cons(2).map { |(_, e1), (s2, _)| [e1, s2] }
ranges = merged.map { |s, e| s..e }
p ranges, ranges.map(&:size), ranges.any? { _1.cover?(7) }, ranges.find { _1.cover?(11) }
p [(1..5), (3..8)].then { |a, b| a.overlap?(b) }, (1..5).overlap?(6..9)
