# A small LRU cache built on Hash insertion order: get/put/evict, hit/miss statistics
class LRU
  attr_reader :hits, :misses
  def initialize(cap) = (@cap, @h, @hits, @misses = cap, {}, 0, 0)
  def get(k)
    if @h.key?(k)
      @hits += 1
      v = @h.delete(k)
      @h[k] = v
    else
      @misses += 1
      nil
    end
  end
  def put(k, v)
    @h.delete(k)
    @h[k] = v
    @h.delete(@h.first[0]) if @h.size > @cap
    self
  end
  def keys = @h.keys
  def fetch(k) = get(k) || (put(k, yield(k)); @h[k])
end
c = LRU.new(3)
c.put(:a, 1).put(:b, 2).put(:c, 3)
c.get(:a)
c.put(:d, 4)
p c.keys, c.get(:b), c.hits, c.misses
squares = LRU.new(2)
p [3, 4, 3, 5, 4, 3].map { |n| squares.fetch(n) { |k| k * k } }, squares.hits, squares.misses, squares.keys
