# Float(), to_f, to_i, to_r/rationalize, next_float/prev_float, abs/sign and integer-float equality
p Float("3.5"), Float("1e-3"), Float("  2.5  "), Float(3), Float("0x1p3") rescue p $!.class
begin
  Float("1.2.3")
rescue ArgumentError => e
  p e.message
end
p Float("x", exception: false), "1_000.5".to_f, 1.5.to_r, 0.75.rationalize, 0.1.rationalize(Rational(1, 100))
p 1.0.next_float > 1.0, 1.0.prev_float < 1.0, (1.0.next_float - 1.0) == Float::EPSILON
p -3.5.abs, 3.5.floor, -3.5.floor, 3.5.to_i, -3.5.to_i, 1.0 == 1, 1.0.eql?(1), 1.0.hash == 1.hash
p 1e2.to_i, 1.23e2, 100.0.to_s, 1.0e100.to_i.to_s.size, 2.0**62, (2.0**62).to_i
p 3.7 % 1, 10.0.divmod(3), 1.1 * 3, 3.0 * 1.1 == 3.3, (3.0 * 1.1 - 3.3).abs < Float::EPSILON * 4
p 12.0.to_s, 12.5e-10, -0.0 == 0.0, -0.0.to_s, 5e-324, 5e-324 / 2
