# Time.utc and Time.local take microseconds as a seventh argument: Integer, Rational or Float
t = Time.utc(2024, 1, 2, 3, 4, 5, 123456)
p t.usec, t.nsec, t.to_a.first(6)
p Time.utc(2024, 1, 2, 3, 4, 5, Rational(500000, 1)).nsec
p Time.utc(2024, 1, 2, 3, 4, 5, 1.5).nsec
p Time.gm(2000, 1, 1, 0, 0, 0, 0).usec, Time.utc(2000, 1, 1, 0, 0, 0, nil).usec
p Time.local(2024, 6, 1, 12, 0, 0, 250000).usec
