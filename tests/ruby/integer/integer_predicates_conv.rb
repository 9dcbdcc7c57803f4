# Integer predicates and conversions: even?/odd?/zero?/pred/succ/ord/chr/to_s/inspect/coerce/Integer#size-free
[0, 1, -1, 2**64, -(2**64) + 1].each do |n|
  p [n.even?, n.odd?, n.zero?, n.positive?, n.negative?, n.abs, n.pred, n.succ, n.to_s(2).size, n.integer?]
end
p 65.chr, 256.chr(Encoding::UTF_8), 97.ord, 5.to_f, 5.to_r, 5.to_i, 5.to_int, 5.numerator, 5.denominator
p 10.coerce(2.5), 1.coerce(2), 3.14.coerce(1), 5.rationalize
p 3.7.to_i, -3.7.to_i, 3.7.truncate, 3.2.ceil, -3.2.floor, 1234.5678.floor(2), 1234.5678.ceil(-2)
p Integer === 3, Numeric === 3.0, (1..3) === 2.5, 3.is_a?(Comparable), 3.kind_of?(Numeric), 3.instance_of?(Integer)
p 10.digits.sum, 255.to_s(16).upcase, "%b" % 10, 0b1111_0000.to_s(8), 1_000_000.to_s.size
