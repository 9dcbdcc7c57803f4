# A pattern or value argument together with a block: the block is not used,
# and Ruby warns so, naming the caller's line; so does Hash#fetch given a
# default and a block.
class Three
  include Enumerable
  def each
    yield 1
    yield 2
    yield 3
  end
end
e = Three.new
p e.count(1) { |x| x > 1 }
p e.find_index(2) { |x| x == 1 }
p e.inject(2, :*) { |z, x| z * x }
p e.all?(Integer) { |x| x > 5 }
p e.any?(5) { |x| x == 1 }
p e.none?(1) { |x| x == 2 }
p e.one?(1) { |x| x == 5 }
p({ a: 1 }.any?([:a, 1]) { false })
p({ a: 1 }.all?([:a, 1]) { false })
p({ a: 1 }.count([:a, 1]) { false })
p((1..3).all?(Integer) { |x| x > 5 })
p((1..3).any?(5) { |x| x == 1 })
p((1..3).count(1) { |x| x })
p({}.fetch(1, 2) { 3 })
$VERBOSE = nil
p e.count(1) { |x| x > 1 }
