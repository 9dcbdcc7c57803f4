# min/max/minmax/sum edge cases: empty collections, n larger than size, mixed Integer/Float, strings, and blocks
p [].min, [].max, [].minmax, [].sum, [].min(2), [3].max(5), [1, 2.5, -1].minmax, %w[b a c].min(2)
p [1, 2, 3].max { |a, b| b <=> a }, [1, 2, 3].min_by { -_1 }, [[1, :a], [1, :b]].min_by(&:first), (1..0).max
p [0.1, 0.2, 0.3].sum == 0.6, [1, 2].sum(0.0), ["a"].sum(""), [[1]].sum([]), { a: 1 }.min_by { _2 }
begin
  [1, "a"].max
rescue ArgumentError => e
  p e.message
end
