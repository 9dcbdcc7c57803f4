# A custom collection with each returning enum_for with a size block, used with external iteration and Enumerable
class Countdown
  include Enumerable
  def initialize(from) = @from = from
  def each
    return enum_for(:each) { @from + 1 } unless block_given?
    @from.downto(0) { |i| yield i }
    self
  end
end
c = Countdown.new(4)
e = c.each
p e.size, e.next, e.next, e.peek, c.to_a, c.map { _1 * 2 }, c.each_slice(2).to_a, c.min, c.sort
p c.each_with_index.to_a.last, c.include?(0), c.first(2), c.lazy.select(&:odd?).to_a, c.zip(c.to_a.reverse).first
p c.each.with_index(1).map { |v, i| v * i }, c.reduce(:+), c.each_cons(2).count, c.chunk_while { |a, b| a - b == 1 }.to_a
