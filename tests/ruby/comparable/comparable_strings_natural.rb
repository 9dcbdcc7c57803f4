# Comparable on strings and arrays inside sort: version strings compared as integer arrays, <=> on arrays
versions = %w[1.10.0 1.2.9 1.2.10 2.0.0 1.2.9.1 0.9]
p versions.sort, versions.sort_by { |v| v.split(".").map(&:to_i) }
p "1.10" <=> "1.9", [1, 10] <=> [1, 9], "a" <=> "B", "a".casecmp("B"), %w[b B a A].sort, %w[b B a A].sort_by(&:swapcase)
p versions.map { |v| v.split(".").map(&:to_i) }.minmax, versions.group_by { |v| v[0] }.transform_values(&:size)
