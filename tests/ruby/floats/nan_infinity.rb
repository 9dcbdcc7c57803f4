# NaN and Infinity: predicates, comparisons, printing, Float constants
inf = Float::INFINITY
nan = Float::NAN
p inf, -inf, nan
p inf.infinite?, (-inf).infinite?, 1.0.infinite?, nan.nan?, 1.0.nan?, inf.finite?, 1.5.finite?
p nan == nan, nan.equal?(nan), inf == inf, inf > 10**100, -inf < -(10**100)
p inf + 1, inf - inf, inf * 0, 0 * inf
p [1, inf, -inf].max, [3.0, 1.0].min
p Float::MAX > 1e308, Float::MIN, Float::EPSILON, Float::DIG
p (1..inf).first(2), 1.0.next_float > 1.0
