# Float#round/floor/ceil/truncate with digits and half: modes, and their return types
p 3.14159.round(2), 3.14159.floor(3), 3.14159.ceil(1), 3.14159.truncate(4), 3.7.round, 3.2.ceil
p 2.5.round, 3.5.round, -2.5.round, 2.5.round(half: :even), 2.5.round(half: :down), -2.5.round(half: :up)
p 1234.567.round(-2), 1234.567.floor(-1), 1234.567.ceil(-2), 12.34.round(0), 12.34.round(0).class
p 0.1 + 0.2, (0.1 + 0.2).round(15), 1.005.round(2), 2.675.round(2), 1.15.round(1)
p 1e20.round(2), 1.23456e-5.round(7), -0.0.round, 0.5.floor, -0.5.ceil, -0.5.round
p 10.0.floor, 10.9.to_i, -10.9.to_i, 1e3.to_i, 12.5.truncate, 3.999.floor(2)
p 1.23.round(20), 1.0.round(2).class, 1.5.round.class, 1e300.round(-300)
