# Enumerable methods given a lambda block, over an `each` that yields two
# values at once: some methods pass the values packed (a lambda then binds
# them as a proc would), some pass them as they came.
class Pairs
  include Enumerable
  def each
    yield 1, 2
    yield 3, 4
    self
  end
end

def show(label)
  r = yield
  r = r.to_a if r.is_a?(Enumerator)
  r = r.class if r.is_a?(Pairs)
  puts "#{label}: #{r.inspect}"
rescue ArgumentError, TypeError => ex
  puts "#{label}: #{ex.class}: #{ex.message}"
end

pairs = Pairs.new
two = ->(a, b) { a + b > 3 }
one = ->(a) { a.is_a?(Array) }
three = ->(a, b, c) { c.nil? && a + b > 3 }
%i[select filter find_all reject partition find find_index group_by sort_by
   min_by max_by minmax_by count each_entry flat_map map filter_map uniq
   any? all? none? one? take_while drop_while sum to_h].each do |m|
  show("#{m} ->(a, b)") { pairs.public_send(m, &two) }
  show("#{m} ->(a)") { pairs.public_send(m, &one) }
  show("#{m} ->(a, b, c)") { pairs.public_send(m, &three) }
end
show("min(1) ->(a, b)") { pairs.min_by(1, &two) }
show("grep ->(a, b)") { pairs.grep(Array, &->(a, b) { a * b }) }
show("cycle ->(a, b)") { r = []; pairs.cycle(1, &->(a, b) { r << a * b }); r }
show("zip ->(a, b)") { r = []; pairs.zip([7, 8], &->(a, b) { r << [a, b] }); r }
show("each_slice ->(a, b)") { pairs.each_slice(1, &->(a, b) { }) }
show("each_with_index ->(a, b)") { r = []; pairs.each_with_index(&->(a, b) { r << [a, b] }); r }
show("each_with_index.find ->(x, i)") { pairs.each_with_index.find(&->(x, i) { i == 1 }) }
show("each_with_index.select ->(x, i)") { pairs.each_with_index.select(&->(x, i) { i == 0 }) }
show("inject ->(s, x)") { pairs.inject(&->(s, x) { s + x }) }
show("chunk_while ->(a, b)") { pairs.chunk_while(&->(a, b) { a[0] < b[0] }) }
show("sum ->(a)") { pairs.sum(&->(a) { a[0] }) }
show("lazy.select ->(a, b)") { pairs.lazy.select(&two).to_a }
show("lazy.map ->(a, b)") { pairs.lazy.map(&->(a, b) { a * b }).to_a }
show("each_with_object ->(x, acc)") { pairs.each_with_object([], &->(x, acc) { acc << x }) }
show("symbol block") { pairs.select(&:frozen?) }
show("method block") { pairs.find(&method(:p)) }

# Over a Hash, find and map hand key and value as two values (so a lambda of
# two parameters takes them) while min_by refuses; an Array of pairs yields
# one value each time, which a lambda of two parameters refuses.
h = { 1 => 2, 3 => 4 }
show("Hash#find ->(k, v)") { h.find(&two) }
show("Hash#map ->(k, v)") { h.map(&two) }
show("Hash#min_by ->(k, v)") { h.min_by(&two) }
show("Array#find ->(a, b)") { [[1, 2], [3, 4]].find(&two) }
show("Array#each_with_index.find ->(x, i)") { [5, 6].each_with_index.find(&->(x, i) { i == 1 }) }
