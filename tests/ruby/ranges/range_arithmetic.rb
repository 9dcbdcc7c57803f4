# Range arithmetic: sum via formula, size with float ends, step sizes, minmax, % sequences, and reverse ranges
p (1..100).sum, (1...100).sum, (1..0).sum, (1..10).step(2).sum, ((1..10) % 3).to_a, (1.0..2.0).step(0.5).map { _1 }
p (1..10).size, (1...10).size, (1..10.5).size, (1.5..4).to_a rescue p $!.class
p (10..1).to_a, (10..1).size, 10.downto(1).to_a.size, (1..10).to_a.reverse == 10.downto(1).to_a
p (1..10).minmax, ("b".."d").minmax, (1..10).sum { _1 * 2 }, (-5..5).count(&:negative?)
p (1..Float::INFINITY).size, (1..).size, (0...0).size, (3..1).size, (1..3).to_a.sum
