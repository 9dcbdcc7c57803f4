# A text histogram: bucketing values with group_by/divmod, scaling bars, and aligned labels
values = [3, 7, 12, 15, 15, 18, 22, 25, 27, 29, 31, 33, 38, 41, 44, 47, 48, 49]
buckets = values.group_by { |v| v / 10 * 10 }
max = buckets.values.map(&:size).max
(0..40).step(10).each do |b|
  n = buckets.fetch(b, []).size
  puts format("%2d-%-2d | %-*s %d", b, b + 9, max * 2, "##" * n, n)
end
mean = values.sum.fdiv(values.size)
var = values.sum { |v| (v - mean)**2 } / values.size
p mean.round(3), Math.sqrt(var).round(3), values.sort[values.size / 2], values.minmax
