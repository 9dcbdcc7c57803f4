# Marshal round trips: values come back equal, shared references keep their identity, cycles close, the deep copy idiom, load's proc and freeze:, dumping to and loading from an IO-like port, restore, and deep nesting
S = Struct.new(:a, :b)
D = Data.define(:x, :y)
class Pt
  attr_accessor :x, :y
  def initialize(x, y) = (@x = x; @y = y)
  def ==(o) = o.is_a?(Pt) && x == o.x && y == o.y
  def inspect = "#<Pt #{x.inspect} #{y.inspect}>"
end
class MyS < String; end

values = [nil, true, false, 0, -1, 2**30, -2**30 - 1, 2**62, 2**100, -2**100, 1.5, -0.0, 1e100, 1 / 3.0, Float::INFINITY,
          "", "abc", "caf\u00e9", "\xff".b, :sym, :"caf\u00e9", [1, [2, [3]]], {a: 1, "b" => [2]}, 1..2, 1...3, (1..), (..2),
          /ab+c/ix, Object, Kernel, S.new(1, "x"), D.new(x: 1, y: [2]), Pt.new(1, :q), Rational(1, 3), Complex(1, 2), Set[1, [2]],
          Time.utc(2020, 1, 2, 3, 4, 5), Time.at(1600000000, 123456789, :nsec).utc, Time.utc(1850, 6, 7),
          MyS.new("sub"), ArgumentError.new("bad"), Encoding::UTF_8, Encoding::BINARY]
values.each do |v|
  r = Marshal.load(Marshal.dump(v))
  same = v.is_a?(Exception) ? [r.class, r.message] == [v.class, v.message] : r == v || (v.is_a?(Float) && v.nan?)
  puts "#{v.inspect}: #{same} #{r.class}"
end
nan = Marshal.load(Marshal.dump(Float::NAN))
p nan.nan?
p Marshal.load(Marshal.dump(-0.0)).to_s
p Marshal.load(Marshal.dump("caf\u00e9")).encoding, Marshal.load(Marshal.dump("\xff".b)).encoding
t = Marshal.load(Marshal.dump(Time.at(1600000000, 123456789, :nsec).utc))
p [t.nsec, t.utc?, t.year]

# Shared references and cycles.
s = "shared"
a = Marshal.load(Marshal.dump([s, s, [s]]))
p a, a[0].equal?(a[1]), a[0].equal?(a[2][0])
c = [1]
c << c
c2 = Marshal.load(Marshal.dump(c))
p c2[1].equal?(c2), c2.inspect
h = {}
h[:self] = h
h2 = Marshal.load(Marshal.dump(h))
p h2[:self].equal?(h2)
n1 = Pt.new(1, nil)
n2 = Pt.new(2, n1)
n1.y = n2
m1 = Marshal.load(Marshal.dump(n1))
p m1.y.x, m1.y.y.equal?(m1)
id = {}.compare_by_identity
k = "k"
id[k] = 1
id["k".dup] = 2
id2 = Marshal.load(Marshal.dump(id))
p id2.compare_by_identity?, id2.size, id2.values
dh = Hash.new(7)
dh[1] = 2
dh2 = Marshal.load(Marshal.dump(dh))
p dh2[1], dh2[99]

# The deep copy idiom: changes to the copy leave the original alone.
orig = {list: [1, 2, {n: "x"}], name: "o"}
copy = Marshal.load(Marshal.dump(orig))
copy[:list][2][:n] << "yz"
copy[:list] << 3
p orig, copy

# Hooks.
class Pair
  attr_reader :l, :r
  def initialize(l, r) = (@l = l; @r = r)
  def marshal_dump = [@l, @r]
  def marshal_load(a) = (@l, @r = a)
end
pr = Marshal.load(Marshal.dump(Pair.new(1, "two")))
p [pr.class, pr.l, pr.r]
class Temp
  attr_reader :deg
  def initialize(d) = @deg = d
  def _dump(level) = @deg.to_s
  def self._load(s) = new(s.to_i)
end
tp = Marshal.load(Marshal.dump([Temp.new(21), Temp.new(-3)]))
p tp.map(&:deg)
module Tag; def tagged? = true; end
e = Marshal.load(Marshal.dump("x".extend(Tag)))
p e, e.tagged?

# load's proc (called on every value, its result used) and freeze:.
seen = []
r = Marshal.load(Marshal.dump([1, :a, "s", nil, [2.5]]), ->(x) { seen << x; x.is_a?(Integer) ? x * 10 : x })
p seen, r
f = Marshal.load(Marshal.dump(["a", [1], {"b" => "c"}, Object, 1..2, Pt.new(1, 2)]), freeze: true)
p f.frozen?, f[0].frozen?, f[1].frozen?, f[2].frozen?, f[2]["b"].frozen?, f[3].frozen?, f[4].frozen?, f[5].frozen?
p Marshal.load(Marshal.dump("x")).frozen?

# An IO-like port: several dumps in a row, loaded back one by one.
class Port
  def initialize = (@buf = "".b; @pos = 0)
  def write(s) = (@buf << s; s.bytesize)
  def read(n) = (s = @buf.byteslice(@pos, n); @pos += s.bytesize; s)
  def getbyte = read(1)&.getbyte(0)
end
port = Port.new
p Marshal.dump([1, "two"], port).equal?(port)
Marshal.dump({three: 3.0}, port)
p Marshal.load(port), Marshal.load(port)
begin
  Marshal.load(port)
rescue EOFError => err
  p [err.class, err.message]
end
port.write("\x04\b[\x07i\x06\"\x09ab")
begin
  Marshal.load(port)
rescue EOFError, ArgumentError => err
  p [err.class, err.message]
end
p Marshal.restore(Marshal.dump(:restored))
p [Marshal::MAJOR_VERSION, Marshal::MINOR_VERSION]

# Deep nesting works, or raises SystemStackError: never a crash.
deep = []
1000.times { deep = [deep] }
back = Marshal.load(Marshal.dump(deep))
depth = 0
depth += 1 while (back = back[0])
p depth
