# A value or pattern argument together with a block: the block is not used,
# and Ruby warns so, naming the caller's line.
p [1, 2].count(1) { |x| x > 0 }
p [1, 2].find_index(2) { |x| x == 1 }
p [1, 2].index(2) { |x| x == 1 }
p [1, 2].rindex(2) { |x| x == 1 }
p [1, 2].all?(Integer) { |x| x > 5 }
p [1, 2].any?(5) { |x| x == 1 }
p [1, 2].none?(1) { |x| x == 2 }
p [1, 2].one?(1) { |x| x == 5 }
p [1, 2].sum(0) { |x| x }
$VERBOSE = nil
p [1, 2].count(1) { |x| x > 0 }
