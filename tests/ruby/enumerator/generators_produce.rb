# Enumerator.produce and Enumerator.new generators: collatz sequences, take_while, lazy transforms, size
collatz = ->(n) { Enumerator.produce(n) { |x| x.even? ? x / 2 : 3 * x + 1 }.take_while { |x| x != 1 } + [1] }
p collatz.(6), collatz.(27).size, (1..10).max_by { |n| collatz.(n).size }
dates = Enumerator.produce(Time.utc(2024, 1, 30)) { |t| t + 86_400 }
p dates.take(4).map { |t| t.strftime("%m-%d") }
squares = Enumerator.new do |y|
  n = 0
  loop { y << n * n; n += 1 }
end
p squares.take(6), squares.lazy.select(&:odd?).first(3), squares.each_slice(2).first(2), squares.size
words = Enumerator.new { |y| %w[a bb ccc].each { |w| y.yield w, w.size } }
p words.to_a, words.to_h, words.map { |w, n| w * n }
