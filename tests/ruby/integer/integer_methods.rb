# Integer predicates and small helpers: even?/odd?/zero?/abs/pred/succ/sign/clamp
p 4.even?, 4.odd?, -3.odd?, 0.zero?, 5.zero?, 5.positive?, -5.negative?
p -5.abs, 5.abs, -5.magnitude
p 5.pred, 5.succ, -1.succ, 5.next
p 10.clamp(1, 5), -3.clamp(0, 9)
p 3.14.to_i, 10.to_f, 10.to_s, 65.chr
p 7.between?(1, 10), 1.integer?, 1.0.integer?
p 12345.digits, 255.digits(16), 0.digits
p 10.bit_length, 255.bit_length, -1.bit_length
p 1234.to_s.reverse.to_i
p 15.round(-1), 14.round(-1), 1234.floor(-2), 1234.ceil(-2), 25.round(-1, half: :even)
p Integer === 3, 3.is_a?(Comparable), 3.class.ancestors.include?(Numeric)
