# Methods with a *rest (and leading, optional, keyword and block params)
# called with positional arguments, a splat, a block or through super,
# Class#new and operators: the rest is a new Array of the arguments after
# the leading params each call, and the other params bind as usual.

def all(*a) = a
p all, all(1), all(1, 2, 3)
first = all(1)
second = all(1)
p first.equal?(second)
first << :changed
p all(1)

def lead(x, y = :dflt, *more, k: :kd, &b)
  [x, y, more, k, b ? b.call : nil]
end
p lead(1), lead(1, 2), lead(1, 2, 3, 4), lead(1, 2, 3) { :blk }, lead(1, k: 9)
args = [5, 6, 7]
p lead(*args), lead(*[]) rescue p $!.class
p lead(1, {k: 3})

def captured(*items)
  items.map { |i| i * items.size }
end
p captured(1, 2, 3)

def reassign(*r)
  r = r.reverse
  r.push(:end)
end
p reassign(1, 2)

class Bag
  attr_reader :items
  def initialize(name, *items) = (@name = name; @items = items)
  def +(*others) = Bag.new(:sum, *(items + others.flat_map(&:items)))
  def add(*more) = (@items.concat(more); self)
end
b = Bag.new(:a, 1, 2)
p b.items, Bag.new(:empty).items, (b + Bag.new(:b, 3)).items, b.add(4, 5).items

class Loud < Bag
  def add(*more) = super(*more.map { |m| m * 10 })
  def initialize(*all) = super
end
l = Loud.new(:l, 1)
p l.add(2, 3).items

def rest_and_hash(*a) = a
p rest_and_hash(1, a: 2), rest_and_hash({a: 1})

def deep(n, *acc) = n.zero? ? acc.size : deep(n - 1, *acc, n)
p deep(300)
def wide(*a) = a.sum
p wide(*Array.new(10_000) { 1 })
