# Hash lookup asks the key being looked up whether it eql? a stored key with
# the same hash (key.eql?(stored)), also when the stored key is an Integer.
k = Object.new
def k.hash = 1.hash
def k.eql?(o) = (puts "k.eql?(#{o.inspect})"; true)
p({1 => :a}[k])
p({1 => :a}.key?(k))

class K
  def initialize(n) = @n = n
  def hash = 7
  def eql?(o) = (puts "K#{@n}.eql?(#{o.inspect})"; true)
  def inspect = "K#{@n}"
end
h = {K.new(1) => :a}
p h[K.new(2)]
h[K.new(3)] = :b
p h
p h.delete(K.new(4)), h
p({1 => :x, 2 => :y}[2], {1 => :x}[1.0], {2**64 => :big}[2**64])
