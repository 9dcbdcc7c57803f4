# Integer#round/floor/ceil with negative digits and Float#round half modes
p 1234.round(-2), 1250.round(-2), 1350.round(-2), -1250.round(-2)
p 2.5.round, 3.5.round, -2.5.round, 2.5.round(half: :even), 2.5.round(half: :down), 2.5.round(half: :up)
p 1.23456.round(2), 1.235.round(2), 1.5.floor, -1.5.floor, 1.2.ceil, -1.2.ceil
p 12.345.floor(1), 12.345.ceil(1), 12.345.truncate(2), -12.345.truncate
p 10.0.round.class, 10.4.round(1).class
p 15.round(-1), 25.round(-1), 25.round(-1, half: :even), 25.round(-1, half: :down), -25.round(-1)
p 1234.truncate(-2), -1234.truncate(-2), 1234.round(1), 5.round(-5)
p 0.5.round, 1.5.round, 2.5.round, -1.5.round, 0.49999999999999994.round
p 12.34.round(-1).class, 12.round(-1).class
