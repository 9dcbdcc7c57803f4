# Range#bsearch on endless and beginless ranges: Integers widen by doubling,
# Floats search up to an infinity; Range#size of ranges it cannot iterate.
p (1..10).size, (10..1).size, (1..Float::INFINITY).size, (1..).size
begin; p (1.0..5).size; rescue => e; p e; end
begin; p ("a"..).size; rescue => e; p e; end
begin; p (..1).size; rescue => e; p e; end
p (0.0..).bsearch { |x| x >= 10 }
p (..10.0).bsearch { |x| x >= 5 }.round(3)
p (..10).bsearch { |x| x >= 5 }
p (0.0..Float::INFINITY).bsearch { |x| Math.log(x) >= 0 }
p (-Float::INFINITY..0.0).bsearch { |x| x >= -1 }
p (0.0..).bsearch { |x| false }, (0.0..).bsearch { |x| nil }
p (1.0..).bsearch { |x| 0 }
p (..5).bsearch { |x| 5 <=> x }
