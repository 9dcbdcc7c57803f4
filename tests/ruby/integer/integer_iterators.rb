# times/upto/downto/step return values and enumerators, pred/succ, ord/chr, round/floor/ceil with negatives
p 3.times.to_a, 3.upto(6).to_a, 6.downto(3).select(&:even?), 1.step(10, 3).to_a
r = 3.times { }
p r, 1.upto(0) { }, 5.downto(6).to_a
p 1234.round(-2), 1250.round(-2), 1350.round(-2), -1250.round(-2), 1234.floor(-2), 1234.ceil(-2), -1234.floor(-1)
p 15.round(-1, half: :even), 25.round(-1, half: :even), 25.round(-1, half: :down), 25.round(-1, half: :up)
p 10.pred, 10.succ, 65.chr, 10.ord, 3.zero?, 0.zero?, 5.positive?, -5.negative?, 5.nonzero?, 0.nonzero?
p 7.clamp(1, 5), 7.between?(1, 10), 10.fdiv(4), 10.div(3), -7.div(2), -7 / 2, -7 % 3, 7.modulo(-3)
p 3.integer?, 3.finite?, 3.infinite?, 10.abs, -10.magnitude, 3.to_f, 3.to_r
