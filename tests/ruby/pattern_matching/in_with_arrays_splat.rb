# Array patterns with leading/trailing splats, fixed lengths, nested splats and `in` returning booleans in filters
rows = [[1], [1, 2], [1, 2, 3], [9, 8, 7, 6], [], [[1, 2], 3]]
rows.each do |r|
  desc = case r
         in [] then "empty"
         in [x] then "one(#{x})"
         in [x, y] then "two(#{x},#{y})"
         in [first, *, last] if first > last then "desc #{first}..#{last}"
         in [[a, b], c] then "nested #{a + b + c}"
         in [*init, last] then "init=#{init} last=#{last}"
         end
  puts desc
end
p rows.select { _1 in [Integer, Integer, *] }.size, rows.count { |r| r in [_] }, rows.map { |r| r in [*, 3] }
