# Block literals and yields as everyday code writes them: a block given to
# a method that may not call it, `times` and `each` blocks that ignore what
# they are given, and two-parameter blocks over a Hash and an index.
class Counter
  attr_reader :count
  def initialize = @count = 0
  def maybe(run) = run ? yield : nil
  def bump = @count += 1
end

rounds = (ARGV[0] || 20).to_i
counter = Counter.new
table = (1..100).to_h { |i| [i, i * 3] }
list = (1..100).to_a
sum = 0
rounds.times do
  1000.times do |i|
    counter.maybe(false) { counter.bump }
    counter.maybe(i.zero?) { counter.bump }
  end
  100.times { sum += 1 }
  table.each { |k, v| sum += v - k }
  list.each_with_index { |x, i| sum += x * i }
end
puts sum + counter.count
