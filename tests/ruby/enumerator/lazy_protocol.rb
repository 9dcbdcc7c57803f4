# Enumerator::Lazy as CRuby's: a subclass of Enumerator, Lazy.new with a
# block, sizes through the chain, blocks required, to_enum on a Lazy.
inf = (0..Float::INFINITY).lazy
p inf.to_enum(:with_index, 10).first(3)
p inf.to_enum(:each_slice, 2).map { |a| a.first * a.last }.first(4)
p inf.each_slice(2).class, inf.each_with_index.class, inf.cycle(1).class
l = Enumerator::Lazy.new([1,2,3]) { |y, v| y << v * 10 }
p l.to_a, l.size, l.class.superclass
p Enumerator::Lazy.new([1,2,3], 3) { |y, v| y << v }.map { _1 }.size
p (1..10).lazy.take(3).size, (1..10).lazy.drop(3).size, (1..Float::INFINITY).lazy.take(3).size, (1..Float::INFINITY).lazy.drop(3).size
p [1,2].lazy.select { true }.size, [1,2].lazy.map { 1 }.size
begin; [1].lazy.map; rescue ArgumentError => e; p e; end
begin; [1].lazy.select; rescue ArgumentError => e; p e; end
begin; [1].lazy.zip(Object.new); rescue TypeError => e; p e; end
begin; [1].lazy.with_index(Object.new).to_a; rescue TypeError => e; p e; end
begin; Enumerator::Lazy.new([1]); rescue ArgumentError => e; p e; end
p (1..3).lazy.each { }
p [4,5].lazy.with_index.to_a, [4,5].lazy.with_index(1) { |x, i| }.to_a
p [[1,2],[3,4]].lazy.map { |a, b| b }.to_a
p (1..3).lazy.map { _1 * 2 }
p (1..3).lazy.zip([4,5]).to_a
p (1..3).lazy.eager.class
p (1..3).lazy.to_enum(:map) { 30 }.size
class Mixed
  def each
    yield
    yield 0
    yield 0, 1
    yield [0, 1]
  end
end
m = Mixed.new.to_enum.lazy
p m.map { |v| v }.to_a, m.select { |v| true }.to_a, m.force
p m.map { |*v| v }.to_a, m.reject { |v| v == 0 }.to_a
p (0..Float::INFINITY).lazy.each_slice(2).first(2), (1..3).lazy.take(0).to_a
p Enumerator::Lazy.new([1, 2, 3]) { |y, v| y.yield(v, v) }.map { |a, b| a + b }.first(2)
