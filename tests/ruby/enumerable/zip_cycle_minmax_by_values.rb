# Enumerable#zip, #cycle, #each_entry, #min_by(n), #max_by(n) and #minmax_by
# over an each that yields two values, then one: the two reach the block
# packed, and minmax_by compares two elements at a time as CRuby does.
class Pairs
  include Enumerable
  def each
    yield 1, 2
    yield 3
    self
  end
end
r = []
p Pairs.new.zip { |x| r << x }
p r
r = []
Pairs.new.zip([7, 8]) { |x| r << x }
p r
r = []
Pairs.new.zip([7, 8], &->(a, b) { r << [a, b] })
p r
p Pairs.new.zip([7, 8])
r = []
Pairs.new.cycle(2) { |a, b| r << [a, b] }
p r
r = []
Pairs.new.each_entry { |x| r << x }
p r
p Pairs.new.min_by(2) { |a, b| -a }
p Pairs.new.max_by(2, &->(a, b = 0) { a })
p Pairs.new.minmax_by { |a| a.is_a?(Array) ? a[0] : a }
p [4, 1, 3, 2, 5].each_entry.minmax_by { |x| x % 3 }
p [4, 1, 3, 2, 5].each_entry.minmax_by { 0 }
p [].each_entry.minmax_by { 0 }
p [7].each_entry.minmax_by { 0 }
