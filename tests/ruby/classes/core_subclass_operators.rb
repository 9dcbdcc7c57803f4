# Operators that have instruction fast paths (size/length, [], []=, <<, + and -
# with a literal) call a subclass's or a singleton's own definition.
class CountingArray < Array
  def [](i) = "item #{i}"
  def []=(i, v)
    super(i, v * 10)
  end
  def <<(v) = push(-v)
  def size = 100
  def length = 200
end

a = CountingArray.new([1, 2, 3])
i = 1
p a[0], a[i]
a[0] = 5
p a.to_a
a << 4
p a.to_a
p a.size, a.length
p [1, 2, 3].size, [1, 2, 3].length, [][0], [7, 8][-1]

class TaggedHash < Hash
  def [](k) = "tag #{k}"
  def size = -1
end
h = TaggedHash.new
h[:a] = 1
p h[:a], h.size, h.length
plain = { a: 1, b: 2 }
p plain[:b], plain.size, plain.length

class LoudString < String
  def <<(s) = super(s.upcase)
end
s = LoudString.new("a")
s << "b"
p s

single = [1, 2]
def single.size = :mine
def single.[](i) = :also_mine
p single.size, single[0], single.length

class Sized
  def size = 3
  def report = [size, self.size, length]
  private def length = 4
end
p Sized.new.report

begin
  nil.size
rescue NoMethodError => e
  p e.message
end

n = 2**62 - 1
p n + 1, -n - 1 - 1, 1.5 + 1, 1.5 - 1, 10 - -5, 10 + -5
x = 7
x += 1
x -= 3
p x

class Integer
  def +(o) = "plus #{o}"
end
p 1 + 1
