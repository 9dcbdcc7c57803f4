# Round-robin pairings with rotate, zip of rotated arrays, cycle for repeating patterns and each_slice schedules
teams = %w[A B C D]
rounds = (0...teams.size - 1).map do |r|
  rest = teams[1..].rotate(r)
  [teams[0], *rest].then { |t| t.first(2).zip(t.last(2).reverse) }
end
rounds.each_with_index { |pairs, i| puts "round #{i + 1}: #{pairs.map { _1.join('-') }.join(', ')}" }
p %w[x y].cycle.take(5), [1, 2, 3].cycle.lazy.map { _1 * 2 }.first(4), teams.rotate(-1), teams.each_slice(2).to_a.transpose
