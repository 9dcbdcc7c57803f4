# Enumerable grouping on a custom collection: group_by/partition/tally/chunk_while/each_with_object/zip/flat_map/uniq
class Bag
  include Enumerable
  def initialize(items) = @items = items
  def each(&) = @items.each(&)
end
b = Bag.new(%w[apple bob cat dog egg fig apple])
p b.group_by(&:size), b.partition { _1.size > 3 }, b.tally, b.uniq.size
p b.each_with_object({}) { |w, h| h[w] = w.size }, b.zip(1..7).first(2), b.flat_map { [_1[0], _1[-1]] }.first(4)
p b.chunk_while { |x, y| x.size == y.size }.to_a, b.to_set.size, b.min_by(&:size), b.sort_by { [-_1.size, _1] }.first(3)
p b.each_with_index.to_a.last, b.filter_map { _1.upcase if _1.include?("a") }, b.sum(""), b.to_h { [_1, 0] }.size
p b.reduce(:+).size, b.find_index("cat"), b.take_while { _1 != "cat" }, b.drop(5), b.cycle.first(8).last
