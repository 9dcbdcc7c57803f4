# `yield` giving a block more or fewer arguments than it has parameters: a
# proc ignores the extra ones and sees nil for the missing ones; its own
# locals start as nil whatever was given; a lambda passed as the block
# raises ArgumentError.

def give0 = yield
def give1 = yield(:a)
def give2 = yield(:a, :b)
def give3 = yield(:a, :b, :c)

p give0 { |x| x }
p give2 { |x| x }
p give3 { |x| x }
p give1 { 42 }
p give3 { 43 }
p give2 { |x| local ||= :fresh; [x, local] }
p give3 { seen ||= :fresh; other = defined?(more) ? more : :none; [seen, other] }
p give0 { |x| spare ||= 7; [x, spare] }
p give1 { it }
p give2 { it }
p give3 { _1 }

# Built-in iterators whose blocks ignore what they are given.
n = 0
5.times { n += 1 }
p n
count = 0
[[1, 2], [3, 4]].each { count += 1 }
p count
p({ a: 1, b: 2 }.map { |k| k })
acc = []
[10, 20].each_with_index { |v| acc << v }
p acc

# A lambda as the block keeps its strict arity.
l0 = -> { :zero }
l1 = ->(x) { x }
p give0(&l0)
p give1(&l1)
[[:give1, l0], [:give2, l1], [:give0, l1]].each do |m, l|
  send(m, &l)
rescue ArgumentError => e
  p [m, e.message]
end

# A proc made from a method keeps the method's arity.
def one(x) = x
m = method(:one).to_proc
p give1(&m)
begin
  give2(&m)
rescue ArgumentError => e
  p e.message
end

# Many nested yields with mismatched counts.
def deep(n, &b) = n.zero? ? yield(n, :extra) : deep(n - 1) { |k| b.call(k + 1) }
p deep(50) { |k| k }
