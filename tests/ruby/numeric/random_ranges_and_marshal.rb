# Random: rand over any range whose end answers - (Times), EDOM for an
# endless range or a limit that is not finite, Random#== by state, Marshal
# through marshal_dump/marshal_load (CRuby's [state, left, seed]),
# initialize reseeding (a subclass's own initialize runs), and a generator
# object whose rand answers out of range named "too small" or "too big".
r = Random.new(42)
def show
  p yield
rescue SystemCallError, FrozenError => e
  puts e.class # (strerror's text differs between C libraries)
rescue => e
  puts "#{e.class}: #{e.message}"
end
show { r.rand(1.0 / 0.0) }
show { r.rand(0.0 / 0.0) }
show { r.rand(1..) }
show { r.rand(..1) }
show { r.rand(1.0..Float::INFINITY) }
show { r.rand(-Float::INFINITY..1.0) }
show { Random.rand(Float::INFINITY) }
show { rand(Float::INFINITY) }
t = Time.at(1_000_000_000)
show { x = r.rand(t..t + 10); [x.class, (t..t + 10).cover?(x)] }
show { x = r.rand(t...t + 1.5); x.class }
show { r.rand(t..t) == t }
show { r.rand(Object.new..Object.new) }
def (gen = Object.new).rand(*) = -1
show { [1, 2, 3].sample(random: gen) }
def (gen2 = Object.new).rand(*) = 100
show { [1, 2, 3].sample(random: gen2) }
show { [1, 2, 3].shuffle(random: gen) }
show { r == r.dup }
r1 = r.dup
r2 = r.dup
r1.rand(100)
show { r1 == r2 }
r2.rand(100)
show { r1 == r2 }
show { Random.new(1) == Random.new(1) }
show { Random.new(1) == Random.new(2) }
d = Random.new(7).__send__(:marshal_dump)
show { [d.size, d[1], d[2], d[0].bit_length > 19000] }
m = Marshal.load(Marshal.dump(Random.new(7)))
show { [m.class, m.seed, m.rand(1000), Random.new(7).rand(1000)] }
a = Random.new(3)
a.rand(10); a.rand(10)
b = Marshal.load(Marshal.dump(a))
show { [b.rand(10**20), a.rand(10**20)] }
show { Random.new.__send__(:marshal_load, 0) }
show { Random.new.__send__(:marshal_load, [1, 2, 3, 4]) }
show { Random.new.__send__(:marshal_load, [1, 700, 3]) }
f = Random.new(0).freeze
show { f.__send__(:marshal_load, d) }
show { f.__send__(:initialize, 5) }
x = Random.new(0)
x.__send__(:initialize, 9)
show { [x.seed, x.rand(100), Random.new(9).rand(100)] }
class MyRandom < Random
  def initialize(seed) = super(seed * 2)
end
show { [MyRandom.new(5).seed, MyRandom.new(5).class] }
show { Random.allocate.class }
