# Methods with two names: the enumerator, the backtrace and Method objects
# carry the name the method was called by.

def show(*enums)
  enums.each { |e| puts e.inspect.sub(/0x\h+/, "0x") }
end

show [1].map, [1].collect, [1].map!, [1].collect!
show [1].flat_map, [1].collect_concat
show [1].select, [1].filter, [1].select!, [1].filter!
show [1].find, [1].detect, [1].find_index, [1].index
show({a: 1}.each, {a: 1}.each_pair)
show({a: 1}.map, {a: 1}.collect, {a: 1}.select, {a: 1}.filter)
show({a: 1}.select!, {a: 1}.filter!, {a: 1}.find, {a: 1}.detect)
show (1..2).map, (1..2).collect, (1..2).select, (1..2).filter
show (1..2).each_slice(1).with_object([]), (1..2).each_slice(1).each_with_object([])
show 5.then, 5.yield_self
show ENV.select.class, ENV.filter.class, ENV.filter!.class

class Nums
  include Enumerable
  def each
    yield 1
    yield 2
  end
end
n = Nums.new
show n.map, n.collect, n.flat_map, n.collect_concat
show n.select, n.filter, n.find_all, n.find, n.detect
p n.entries, n.to_a, n.member?(2), n.include?(3)
p [1, 2].inject(:+), [1, 2].reduce(:+), {a: 1}.inject([]) { |a, kv| a + kv }, {a: 1}.reduce([]) { |a, kv| a + kv }

# The size of an enumerator does not depend on the name.
p [1, 2].collect.size, {a: 1}.filter.size, (1..4).collect.size, n.find_all.size

# Backtraces name the method as called.
def frame_of
  yield
rescue => e
  e.backtrace[1][/'.*'/]
end
p frame_of { [1].collect { raise "x" } }
p frame_of { [1].map { raise "x" } }
p frame_of { [1].filter { raise "x" } }
p frame_of { [1].collect! { raise "x" } }
p frame_of { {a: 1}.each_pair { raise "x" } }
p frame_of { {a: 1}.filter { raise "x" } }
p frame_of { [1].detect { raise "x" } }

# Method objects of the two names.
p [].method(:collect).name, [].method(:collect).original_name
p [].method(:filter).name, [].method(:filter).original_name
p({}.method(:each_pair).original_name)

# __callee__ answers the name used for the call; __method__ the original.
class Names
  def original = [__method__, __callee__]
  alias other original
  def enum = to_enum(__callee__)
  alias enum2 enum
  def each = yield(1)
end
p Names.new.original, Names.new.other
p Names.new.enum2.inspect.sub(/0x\h+/, "X")
p Names.new.method(:other).name, Names.new.method(:other).original_name

# Struct and Data twins.
S = Struct.new(:a, :b)
s = S.new(1, 2)
p s.to_a, s.values, s.deconstruct, s.size, s.length, s.to_s == s.inspect
D = Data.define(:x)
p D.new(x: 1).to_s, D.new(x: 1).inspect
