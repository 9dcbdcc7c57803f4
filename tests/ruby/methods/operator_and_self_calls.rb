# Ruby-defined operators, [] of a Hash subclass, size/succ/nil? of any
# object, and protected or private methods called through `self.`: the
# result lands where the expression wants it, defaults and blocks bind as
# in any call, and visibility is still checked for other receivers.

class Vec
  attr_reader :x, :y
  def initialize(x, y) = (@x, @y = x, y)
  def +(o) = Vec.new(x + o.x, y + o.y)
  def -(o = Vec.new(1, 1)) = Vec.new(x - o.x, y - o.y)
  def *(k, scale: 1) = Vec.new(x * k * scale, y * k * scale)
  def ==(o) = o.is_a?(Vec) && x == o.x && y == o.y
  def <(o) = x * x + y * y < o.x * o.x + o.y * o.y
  def [](i) = i.zero? ? x : y
  def <<(v) = (@x += v; self)
  def size = 2
  def succ = Vec.new(x + 1, y + 1)
  def nil? = x.zero? && y.zero?
  def to_s = "(#{x}, #{y})"
end
a = Vec.new(1, 2)
b = Vec.new(3, 4)
puts a + b, a - b, a * 3, b[0], b[1]
p a == Vec.new(1, 2), a == b, a != b, a < b, b < a
puts(a < b ? "shorter" : "longer")
c = Vec.new(0, 0)
c << 5 << 6
puts c, c.size, c.succ, Vec.new(0, 0).nil?, a.nil?
total = Vec.new(0, 0)
5.times { total += Vec.new(1, 10) }
puts total
p [a + b, a * 2].map(&:to_s)

class Headers < Hash
  def [](key) = super(key.to_s.downcase)
  def []=(key, value)
    super(key.to_s.downcase, value)
  end
end
h = Headers.new
h["Content-Type"] = "text/plain"
h[:ACCEPT] = "*/*"
p h["content-type"], h["CONTENT-TYPE"], h[:accept], h.size

class Account
  def initialize(balance) = @balance = balance
  def richer_than?(other) = balance > other.balance
  def double = self.scaled(2)
  def report = "#{self.label}: #{balance}"
  protected def balance = @balance
  protected def scaled(k, extra = 0) = @balance * k + extra
  private def label = "account"
end
x = Account.new(10)
y = Account.new(20)
p x.richer_than?(y), y.richer_than?(x), x.double, x.report
begin
  x.balance
rescue NoMethodError => e
  puts e.message
end
begin
  x.label
rescue NoMethodError => e
  puts e.message
end

class Broken
  def +(a, b) = a + b
  def -(*) = :rest_taken
end
begin
  Broken.new + 1
rescue ArgumentError => e
  puts e.message
end
p Broken.new - 1

def depth(v, n) = n.zero? ? v : depth(v + Vec.new(1, 1), n - 1)
puts depth(Vec.new(0, 0), 2000)
