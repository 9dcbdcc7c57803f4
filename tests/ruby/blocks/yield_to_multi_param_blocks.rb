# `yield` to blocks of two or more parameters: one argument is splatted
# when it is an Array (or converts with to_ary); two or more are bound as
# they are, the extra ones ignored and the missing ones nil; a lambda
# passed as the block keeps its strict arity.

def give0 = yield
def give1 = yield(:a)
def give2 = yield(:a, :b)
def give3 = yield(:a, :b, :c)
def give_pair = yield([1, 2])
def give_pair_and_more = yield([1, 2], 3)
def give_triple = yield([1, 2, 3])
def give_conv(o) = yield(o)

p give1 { |x, y| [x, y] }
p give2 { |x, y| [x, y] }
p give3 { |x, y| [x, y] }
p give0 { |x, y| [x, y] }
def give_pair = yield([1, 2])
def give_pair_and_more = yield([1, 2], 3)
def give_triple = yield([1, 2, 3])
p give_pair { |x, y| [x, y] }
p give_pair_and_more { |x, y| [x, y] }
p give_triple { |x, y| [x, y] }
p give_pair { |x| x }
p give_pair { |x, | x }
p give2 { |x, | x }
p give3 { |x, y, z, w| [x, y, z, w] }
p give2 { |x, y| local ||= :fresh; [x, y, local] }
p give3 { |x, y| local ||= :fresh; [x, y, local] }
conv = Object.new
def conv.to_ary = [:from, :to_ary]
p give_conv(conv) { |x, y| [x, y] }
p({ a: 1, b: 2 }.map { |k, v| "#{k}=#{v}" })
p [[1, :x], [2, :y]].each_with_index.map { |(n, s), i| [n, s, i] }
sum = 0
{ a: 1, b: 2 }.each { |k, v| sum += v }
p sum
pairs = []
%w[p q].each_with_index { |w, i| pairs << [w, i] }
p pairs
l2 = ->(x, y) { [x, y] }
[[:give2, l2], [:give_pair, l2], [:give3, l2]].each do |m, l|
  p send(m, &l)
rescue ArgumentError => e
  p [m, e.message]
end
