# A Random that is allocated but not initialized is seeded at its first draw,
# with a new seed, as CRuby's: two such generators differ.
r = Random.allocate
x = r.rand(100)
p x.between?(0, 99), r.seed.is_a?(Integer)
p Random.allocate == Random.allocate
p Random.new(42).rand(1000), Random.new(42) == Random.new(42)
class R2 < Random; def initialize; end; end
q = R2.new
p q.rand.is_a?(Float), q.seed.is_a?(Integer)
p Marshal.load(Marshal.dump(Random.new(7))).rand(1000) == Random.new(7).rand(1000)
a = Random.allocate
p [1,2,3].shuffle(random: a).sort
p Random.allocate.bytes(3).size
