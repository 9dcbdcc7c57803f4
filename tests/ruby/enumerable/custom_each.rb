# Enumerable from a custom each: map/select/sort/min/max/sum/each_with_index/each_slice/inject/to_a/include?/first/find/count
class NumberList
  include Enumerable
  def initialize(*n) = @n = n
  def each
    @n.each { |x| yield x }
    self
  end
end
l = NumberList.new(5, 3, 8, 1, 9, 2)
p l.map { _1 * 2 }, l.select(&:even?), l.reject(&:even?), l.sort, l.min, l.max, l.sum, l.to_a
l.each_with_index { |x, i| print "#{i}:#{x} " }
puts
p l.each_slice(4).to_a, l.each_cons(5).count, l.inject(:+), l.reduce(1) { |a, b| a * b }
p l.include?(8), l.member?(7), l.first, l.first(2), l.find { _1 > 5 }, l.count, l.count(&:odd?)
p l.sort_by { -_1 }, l.min_by { (_1 - 4).abs }, l.max_by { _1 % 5 }, l.minmax, l.sum { _1 * 0.5 }
p l.entries, l.sort.reverse, l.each_entry.to_a.size, l.lazy.map { _1 + 1 }.first(2)
p l.is_a?(Enumerable), NumberList.include?(Enumerable)
