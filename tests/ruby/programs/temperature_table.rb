# Conversion tables with step, format, rounding and a lambda per unit
conv = { c_to_f: ->(c) { c * 9.0 / 5 + 32 }, f_to_c: ->(f) { (f - 32) * 5.0 / 9 }, c_to_k: ->(c) { c + 273.15 } }
(-20..40).step(15) { |c| puts format("%4d C = %6.1f F = %7.2f K", c, conv[:c_to_f].(c), conv[:c_to_k].(c)) }
p [32, 212, -40, 98.6].map { |f| conv[:f_to_c].(f).round(2) }
p conv.keys, conv.transform_values { |f| f.(100).round(1) }
