# A custom Enumerable class: map/select/sort/min/max/include?/first/each_slice/tally/to_set/lazy/zip
class NumberBag
  include Enumerable
  def initialize(*nums) = @nums = nums
  def each
    return enum_for(:each) unless block_given?
    @nums.each { |n| yield n }
    self
  end
end
bag = NumberBag.new(5, 3, 8, 1, 3)
p bag.sort, bag.min, bag.max, bag.sum, bag.count, bag.include?(8), bag.first, bag.first(2)
p bag.select(&:odd?), bag.reject(&:odd?), bag.sort_by { |x| -x }, bag.minmax, bag.tally
p bag.each_slice(2).to_a, bag.each_cons(4).to_a.size, bag.each_with_index.max_by { |x, _| x }
p bag.to_set.size, bag.lazy.map { |x| x * 2 }.first(2), bag.zip(bag.sort)
p bag.each.next, bag.find_index(8), bag.group_by(&:odd?), bag.uniq, bag.to_a.reverse
p bag.inject(:+), bag.sum { |x| x * 2 }, bag.min_by { |x| (x - 4).abs }, bag.sort.each_entry.to_a
p bag.chunk_while { |a, b| b > a }.to_a, bag.partition { |x| x > 3 }, bag.filter_map { |x| x if x > 4 }
p bag.entries, bag.each_entry.to_a.length, bag.reverse_each.to_a, bag.min(2), bag.max(2)
p bag.is_a?(Enumerable), NumberBag.include?(Enumerable), bag.respond_to?(:each_slice)
