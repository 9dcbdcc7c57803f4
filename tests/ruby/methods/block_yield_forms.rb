# yield with multiple values, block_given?, explicit &block, block.call vs yield, returning values from blocks
def each_pair_of(list)
  return enum_for(__method__, list) unless block_given?
  list.each_slice(2) { |a, b| yield a, b }
  :done
end
p each_pair_of([1, 2, 3, 4]) { |a, b| print a + b.to_i, " " }
p each_pair_of([1, 2, 3]).to_a
def twice = [yield(1), yield(2)]
p twice { |x| x * 10 }, twice { _1 + 1 }, twice { it * 3 }
def with_block(&blk) = blk
b = with_block { |x| x.to_s * 2 }
p b.class, b.call(4), with_block.nil?
def pass_through(&blk) = [1, 2].map(&blk)
p pass_through(&:succ), pass_through { |v| -v }
def yielder
  yield
  yield :a, :b
  yield [:c, :d]
end
yielder { |*args| p args }
yielder { |x, y = :dflt| p [x, y] }
