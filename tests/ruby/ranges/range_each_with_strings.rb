# Iterating letter ranges to build labels: spreadsheet column names with succ, zip with numbers, each_slice rows
cols = ("A".."AD").to_a
p cols.size, cols.last(5), "Z".succ, "AZ".succ, "ZZ".succ
labels = ("a".."f").zip(1..6).map(&:join)
p labels, labels.each_slice(3).map { _1.join(",") }
col_index = ->(name) { name.chars.reduce(0) { |acc, c| acc * 26 + (c.ord - 64) } }
p %w[A Z AA AZ BA ZZ AAA].map(&col_index)
