# Ruby code that C++ methods call back (a Hash's default proc, <=> during
# sort, inspect and to_s of elements, coerce, to_ary during flatten, the top
# level of a required file) collects garbage like any other Ruby code, and
# what the C++ methods below it hold survives the collection.
def churn
  20_000.times { |i| "x" * 50 + i.to_s }
  GC.start
end

h = Hash.new { |hash, k| before = GC.count; churn; hash[k] = GC.count > before }
p h[:collected]

class Noisy
  def initialize(n) = @n = n
  def inspect = (churn; "N#{@n}")
  def to_s = (churn; "s#{@n}")
  def <=>(other) = (GC.start; @n <=> other.n)
  attr_reader :n
end
items = Array.new(6) { |i| Noisy.new((i * 7) % 6) }
p items.sort.map(&:n)
p items.inspect
p "#{items.first} and #{items.last}"
p items.join("-")
p [items.first, [items.last, {k: items[2]}]].inspect

class Half
  def coerce(other) = (churn; [other.to_f, 0.5])
end
p 3 + Half.new

# A to_ary that drops the only other reference to the arrays being flattened.
class Unfolds
  def initialize(keep) = @keep = keep
  def to_ary = (a = @keep; @keep = nil; churn; a)
end
p [1, Unfolds.new([2, [3, "four" * 2]]), 5].flatten

# Keyword arguments given to a C++ method outlive a collection inside it.
s = Struct.new(:a, :b, keyword_init: true)
p s.new(a: "x" * 3, b: Noisy.new(1).inspect)
