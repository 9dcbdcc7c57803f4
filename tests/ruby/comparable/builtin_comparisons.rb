# <=> across core types: nil results for incomparable, sort raising ArgumentError, Array <=> lexicographic
p 1 <=> 2, "a" <=> "b", [1, 2] <=> [1, 2, 0], nil <=> nil, nil <=> 1, :a <=> :b, 1.0 <=> 1, true <=> false
p [[2, "b"], [1, "c"], [2, "a"]].sort, [[1, nil], [0, nil]].sort
begin
  [1, nil].sort
rescue ArgumentError => e
  p e.message
end
begin
  [Object.new, Object.new].max
rescue NoMethodError, ArgumentError => e
  p e.class
end
p [3, 1, 2].sort { |a, b| b <=> a }, %w[b a].max, [0.5, 1].max, [[1], [0, 9]].min
