# Float rounding edge cases: half to even vs up, negative digits, large values, floor/ceil of negative fractions
p 0.5.round, 1.5.round, 2.5.round, -1.5.round, 0.5.round(half: :even), 1.5.round(half: :even), 2.5.round(half: :even)
p 1.25.round(1), 1.35.round(1), 1.25.round(1, half: :even), 1.35.round(1, half: :down), 2.675.round(2)
p 12345.6789.round(-2), 12345.6789.floor(-2), 12345.6789.ceil(-3), -12345.6789.round(-2), 0.0001234.round(6)
p -2.5.floor, -2.5.ceil, -2.5.truncate, -2.5.round, -0.1.floor, -0.1.ceil, -0.1.round
p 1e-10.round(5), 123.456.round(-5), 5.55.round(1), 5.45.round(1), 99.995.round(2), 1.0e25.round
