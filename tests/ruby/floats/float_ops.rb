# Float: arithmetic, floored % and divmod, to_s, rounding with digits and
# half: modes, NaN/Infinity rules, conversions to Integer, constants.
def t
  r = yield
  p r
rescue => e
  puts "#{e.class}: #{e.message}"
end

t { 0.1 + 0.2 }
t { 1.5 + 2 }
t { 1.5 - 2**70 }
t { 2.5 * 4 }
t { 7.0 / 2 }
t { 1.0 / 0 }
t { -1.0 / 0 }
t { (0.0 / 0.0).nan? }
t { 7.5 % 2 }
t { -7.5 % 2 }
t { 7.5 % -2 }
t { 3.7 % -1 }
t { 1.0 % 0 }
t { 1.0 % 0.0 }
t { 7.5.divmod(2) }
t { -7.5.divmod(2) }
t { 10.0.divmod(3) }
t { 1.0.divmod(0) }
t { 1.0.divmod(Float::NAN) }
t { 7.5.div(2) }
t { 7.5.div(0) }
t { 7.5.modulo(2) }
t { 5.0.remainder(-3) }
t { -5.5.remainder(2) }
t { 2.0 ** 10 }
t { 2.0 ** -1 }
t { 4.0 ** 0.5 }
t { 10.0 ** 400 }
t { 7.0.fdiv(2) }
t { 5.5.quo(2) }
t { -1.5.abs }
t { -(1.5) }
t { [1.0, 100.0, 1.0e15, 1.0e16, 1.0e-4, 1.0e-5, 123456789.123456789, -0.0, 2.5e-320] }
t { [Float::INFINITY, -Float::INFINITY, Float::NAN] }
t { [1.0 / 3, 2.0 / 3, 100.0 / 7] }
t { 1e100.to_s }
t { 1.23456.round(2) }
t { 1.235.round(2) }
t { 2.675.round(2) }
t { 1.5.round }
t { 2.5.round }
t { -2.5.round }
t { 2.5.round(half: :even) }
t { 3.5.round(half: :even) }
t { 2.5.round(half: :down) }
t { -2.5.round(half: :down) }
t { 2.5.round(half: :up) }
t { 0.125.round(2, half: :even) }
t { 0.135.round(2, half: :even) }
t { 0.125.round(2, half: :down) }
t { 2.5.round(half: :bad) }
t { 12345.6789.round(-2) }
t { 12345.6789.round(-2).class }
t { 15.0.round(-1) }
t { 25.0.round(-1, half: :even) }
t { 12345.6789.floor(-2) }
t { 12345.6789.ceil(-2) }
t { 12345.6789.floor(2) }
t { 12345.6789.ceil(2) }
t { -12345.6789.truncate(2) }
t { -12345.6789.truncate }
t { 1.1.floor }
t { -1.1.floor }
t { 1.1.ceil }
t { -1.1.ceil }
t { 1e20.floor }
t { 1e300.round(-2) == 10**300 }
t { 1.0e-20.round(5) }
t { 123.456.round(20) }
t { Float::INFINITY.round(2) }
t { Float::INFINITY.round }
t { Float::NAN.floor }
t { -Float::INFINITY.ceil }
t { 3.99.to_i }
t { -3.99.to_i }
t { 1e20.to_i }
t { (0.0 / 0).to_i }
t { (1.0 / 0).to_i }
t { [1.0.nan?, 1.0.finite?, 1.0.infinite?, (1 / 0.0).infinite?, (-1 / 0.0).infinite?] }
t { [0.0.zero?, -0.0.zero?, 1.5.positive?, -1.5.negative?, 0.0.positive?] }
t { [1.5.nonzero?, 0.0.nonzero?] }
t { 1.0 == 1 }
t { 1.0.eql?(1) }
t { 1.0.eql?(1.0) }
t { 0.0.eql?(-0.0) }
t { 0.0.hash == -0.0.hash }
t { 1.5.hash == 1.5.hash }
t { Float::NAN == Float::NAN }
t { Float::NAN.equal?(Float::NAN) }
t { 1.0 <=> 2 }
t { 1.0 <=> Float::NAN }
t { 2.0**64 <=> 2**64 }
t { 2.0**53 < 2**53 + 1 }
t { 1.5 < 2 }
t { 1.5 >= 1.5 }
t { 1.5 < "a" }
t { 1.5 + "a" }
t { 1.5 + nil }
t { 1.5 == "1.5" }
t { 1.5.coerce(2) }
t { 1.5.coerce(2.5) }
t { 1.0.next_float }
t { 1.0.prev_float }
t { 0.0.next_float }
t { [Float::EPSILON, Float::MIN, Float::MAX, Float::DIG, Float::MANT_DIG, Float::RADIX] }
t { [Float::MAX_EXP, Float::MIN_EXP, Float::MAX_10_EXP, Float::MIN_10_EXP] }
t { Float::INFINITY > 10**400 }
t { 3.7.to_f }
t { 1.5.integer? }
t { {1.5 => :a}[1.5] }
