# Array's iterators read the elements themselves, as CRuby's do: a
# subclass's own [] and size are not called. Elements added or removed by
# the block are seen at the next index.
class Weird < Array
  def [](i) = :overridden
  def size = 1000
  def length = 1000
end

w = Weird.new([1, nil, false, 4])
w.each { |x| p x }
p w.map { |x| x.inspect }
p w.select { |x| x }
p w.filter(&:nil?)
w.each_with_index { |x, i| p [i, x] }
p w.collect(&:class)
p w.each_with_index.to_a

a = [1, 2, 3, 4, 5]
seen = []
a.each do |x|
  seen << x
  a.delete(x) if x.odd?
end
p seen, a

b = [1]
count = 0
b.each do |x|
  count += 1
  b << x + 1 if x < 5
end
p count, b

c = [3, 1, 2]
p(c.map { |x| c.clear if x == 1; x })
p c
p [].each { raise "never" }, [].map { raise "never" }
frozen = [1, 2].freeze
p frozen.map { _1 + 1 }, frozen.each_with_index.map { |x, i| x * i }

# Long iterations cross the interpreter's periodic safepoints (preemption
# checks): no element is skipped or repeated there.
long = (1..20_000).to_a
sum = 0
long.each { |x| sum += x }
indexes = 0
long.each_with_index { |x, i| indexes += 1 if x == i + 1 }
p sum, indexes, long.map { |x| x * 2 }.sum, long.select(&:even?).size, long.filter { |x| x % 3 == 0 }.size
p long.collect { |x| x }.size
