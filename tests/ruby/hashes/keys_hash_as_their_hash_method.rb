# A Hash key hashes as its #hash says, so an object whose #hash and eql?
# delegate to a built-in value (Integer, Float, String, Symbol, true, nil)
# finds that value's entry; rehash hashes a key that holds the hash itself
# with its entries still there.
wrapper = Class.new do
  def initialize(obj) = @obj = obj
  def hash = @obj.hash
  def eql?(other) = @obj.eql?(other)
end
values = [5, 2**70, true, false, nil, 0.0, -0.0, 1.72723e-77, :foo, "str", [1, "a"], "caf\u00e9"]
p values.reject { |x| { x => 1 }[wrapper.new(x)] == 1 }
p values.reject { |x| { wrapper.new(x) => 1 }[x] == 1 }
p values.all? { |x| x.hash == x.dup.hash }
p 1.hash == 1.0.hash, "a".hash == :a.hash

k = {}
k[k] = :foo
k.rehash
p k[k]
a = [1]
h = { a => :x }
a << 2
p h[a]
h.rehash
p h[a]
