# Float round/floor/ceil/truncate with positive and negative digits
x = 3.14159
p x.round, x.round(2), x.round(4), x.floor(3), x.ceil(3), x.truncate(1)
p 1234.5678.round(-2), 1234.5678.floor(-2), 1234.5678.ceil(-2)
p 2.675.round(2), 1.005.round(2), 0.5.round, 1.5.round, -0.5.round
p 12.5.floor, 12.5.ceil, -12.5.floor, -12.5.ceil, -12.5.truncate
p 1e20.round(2), 0.0.round(3), 1.0.round(2).class, 1.5.round.class
p 0.1.round(3), 10.0.round(-1), 15.0.round(-1), 25.0.round(-1), 25.0.round(-1, half: :even)
p 1.23456.floor(4), -1.23456.ceil(4), 999.99.round(-3), 0.000123456.round(5)
p 123.456.round(1).to_s, 2.5.round(half: nil), 3.5.floor(-1)
