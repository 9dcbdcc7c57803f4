# Lazy enumerators on infinite sequences: map/select/reject/take_while/uniq/flat_map/zip/compact and force
nat = (1..).lazy
p nat.map { |x| x * x }.select(&:even?).first(4)
p nat.reject(&:odd?).map { |x| x / 2 }.take(5).to_a, nat.take_while { |x| x < 6 }.force
p nat.flat_map { |x| [x] * (x % 3) }.first(6), nat.filter_map { |x| x * 3 if x.even? }.first(3)
p nat.each_slice(3).first(2), nat.with_index.map { |x, i| x * i }.first(4), nat.zip(nat.map(&:-@)).first(2)
p [nil, 1, nil, 2].lazy.compact.to_a, [3, 3, 1, 3].lazy.uniq.to_a, (1..20).lazy.chunk_while { |a, b| b == a + 1 }.to_a.size
primes = nat.select { |n| n > 1 && (2..Integer.sqrt(n)).none? { |d| (n % d).zero? } }
p primes.first(10), primes.lazy.map { _1 * 2 }.first(2)
p (1..3).lazy.map { |x| x * 2 }.to_a, (1..Float::INFINITY).lazy.map { |x| x * 2 }.select { |x| x % 6 == 0 }.first
