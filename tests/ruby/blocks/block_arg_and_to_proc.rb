# &blk parameter capture, passing &blk on, &:sym, &nil, block to_proc objects, blk.call/yield equivalence
def capture(&blk) = blk
b = capture { |x| x * 2 }
p b.class, b.call(4), b.lambda?, capture.nil?
def relay(arr, &blk) = arr.map(&blk)
p relay([1, 2]) { _1 + 100 }
def opt_block(&b) = b ? b.call : :none
p opt_block, opt_block { :given }, opt_block(&nil)
class Doubler
  def to_proc = proc { |x| x * 2 }
end
p [1, 2, 3].map(&Doubler.new)
h = { a: 1, b: 2 }
p %i[a b c].map(&h)
def both(&b)
  [yield(1), b.(1), b[1], b.call(1), b.yield(1)]
end
p both { _1 + 1 }
def anonymous_block(&) = [1, 2].map(&)
p anonymous_block { it * 5 }
p [1, 2].each_slice(1).map(&:first)
