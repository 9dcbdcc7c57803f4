# Calls passing name: value keywords to methods that also have optional
# positional params, a **rest, a &block, or locals their blocks capture:
# every param binds as Ruby binds it, and an unknown keyword still reaches
# the **rest or raises.

def opt(a, b = a * 10, k: :kd, j: b + 1) = [a, b, k, j]
p opt(1, k: 2), opt(1, 5, j: 0), opt(1, 2, k: 3, j: 4)

def blk(a, k: 1, &b) = [a, k, b ? b.call(k) : :none]
p blk(1, k: 2), blk(1, k: 3) { |v| v * 100 }
doubler = proc { |v| v * 2 }
p blk(1, k: 21, &doubler)

def rest_kw(a, k: 0, **others) = [a, k, others]
p rest_kw(1, k: 2), rest_kw(1, k: 2, z: 3), rest_kw(1, y: 9)
h = rest_kw(1, k: 2)[2]
h[:added] = true
p rest_kw(1, k: 2)

def captured(a, k: 5)
  adders = [1, 2].map { |i| -> { a + k + i } }
  k += 1
  adders.map(&:call)
end
p captured(10, k: 100), captured(10)

def required_kw(a, b = 2, k:, j: k * 2) = [a, b, k, j]
p required_kw(1, k: 3), required_kw(1, 5, k: 0, j: 7)
begin
  required_kw(1, j: 3)
rescue ArgumentError => e
  puts e.message
end
begin
  opt(1, z: 1)
rescue ArgumentError => e
  puts e.message
end
begin
  opt(1, 2, 3, k: 1)
rescue ArgumentError => e
  puts e.message
end

class Node
  attr_reader :value, :children
  def initialize(value, children = [], tag: nil, &builder)
    @value = value
    @children = children
    @tag = tag
    instance_eval(&builder) if builder
  end
  def add(value, tag: :leaf) = (@children << Node.new(value, tag: tag); self)
  def to_s = "#{@value}#{@tag ? "(#{@tag})" : ""}[#{@children.map(&:to_s).join(",")}]"
end
tree = Node.new(1, tag: :root) { add(2); add(3, tag: :three) }
puts tree

def recurse(n, acc: 0, &b) = n.zero? ? b.call(acc) : recurse(n - 1, acc: acc + n, &b)
p recurse(500) { |v| v }
