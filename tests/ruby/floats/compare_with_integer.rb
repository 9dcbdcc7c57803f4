# Float vs Integer comparisons, equality, eql?, hash keys, sorting mixed numbers
# expected output written by hand: the reference CRuby runs on wasm32, without flonums, so it says 1.0.equal?(1.0) is false; this is 64-bit CRuby 4.0's output (true)
p 1.0 == 1, 1.0.eql?(1), 1.0.equal?(1.0), 2.0 > 1, 1 < 1.5
h = { 1 => :int }
p h[1.0], h.key?(1.0)
p [3, 1.5, 2, 0.5].sort, [3, 1.5, 2].max, [1, 1.0].uniq
p 1.0 <=> 1, 0.1 + 0.2 <=> 0.3, (0.1 + 0.2 - 0.3).abs < Float::EPSILON
p 1e3.to_i == 1000, 10**16 == 1e16, 10**16 + 1 == 1e16 + 1
p 3.7 .between?(3, 4), 3.0.zero?, -0.0 == 0.0, 0.0.eql?(-0.0)
p 2**53 == 2.0**53, 2**53 + 1 == 2.0**53 + 1, (2**53 + 1) > 2.0**53
p 0.1 * 3 <=> 0.3, [0.3, 0.1 * 3].max, 1.0.to_i.eql?(1)
p 5.0 / 2 == 2.5, 5.fdiv(2) == 5 / 2.0, 7.0.floor.class
