# A binary search tree with insert, include?, in-order traversal via Enumerable, height and min/max
class BST
  include Enumerable
  Node = Struct.new(:value, :left, :right)
  def initialize = @root = nil
  def insert(v)
    @root = insert_at(@root, v)
    self
  end
  def each(&blk) = walk(@root, &blk)
  def height(n = @root) = n ? 1 + [height(n.left), height(n.right)].max : 0
  private
  def insert_at(n, v)
    return Node.new(v) unless n
    v < n.value ? n.left = insert_at(n.left, v) : n.right = insert_at(n.right, v)
    n
  end
  def walk(n, &blk)
    return unless n
    walk(n.left, &blk)
    blk.call(n.value)
    walk(n.right, &blk)
  end
end
t = BST.new
[50, 30, 70, 20, 40, 60, 80, 35].each { |v| t.insert(v) }
p t.to_a, t.include?(35), t.include?(36), t.min, t.max, t.height, t.count, t.select(&:even?), t.each_slice(3).to_a
p t.first(2), t.sum, t.sort_by { -_1 }.first, t.lazy.map { _1 * 2 }.first(2)
