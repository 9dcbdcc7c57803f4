# Float divmod/modulo/remainder, division by zero, INFINITY/NAN arithmetic and comparisons, EPSILON
p 7.5.divmod(2), -7.5.divmod(2), 7.5.divmod(-2), 7.5 % 2, -7.5 % 2, 7.5.remainder(-2), 6.0.divmod(1.5)
p 1.0 / 0, -1.0 / 0, (0.0 / 0.0).nan?, 1 / 0.0, 0.0 / 1, -0.0, 5.fdiv(0), -5.fdiv(0)
inf = Float::INFINITY
nan = Float::NAN
p inf + 1, inf - inf, inf * 0, inf > 1e308, -inf < -1e308, inf.infinite?, (-inf).infinite?, 1.0.infinite?
p nan == nan, nan.equal?(nan), [nan].include?(nan), nan > 0, nan < 0, (nan <=> 1), nan.to_s
p Float::EPSILON, Float::MAX, Float::MIN, Float::DIG, Float::MANT_DIG, 1.0 + Float::EPSILON > 1.0
p inf.to_s, (-inf).inspect, inf.floor rescue p $!.class
begin
  inf.to_i
rescue FloatDomainError => e
  p e.message
end
begin
  nan.round
rescue FloatDomainError => e
  p e.message
end
begin
  1.0.divmod(0)
rescue ZeroDivisionError => e
  p e.message
end
p 1.0.nan?, 1.5.finite?, (0.1 * 3).to_s, 1e16.to_s, 1e15.to_s, 123456789012345.6.to_s, 1.0e-5.to_s, 0.0001.to_s
