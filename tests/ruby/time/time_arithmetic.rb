# Time arithmetic and comparison: + - seconds, difference as Float, <=>, utc construction with Time.utc/gm
a = Time.utc(2024, 2, 28, 23, 30, 0)
b = a + 3600
p b, b.day, b.month, (b - a), (b - a).class, a < b, a <=> b, b - 86400 * 2
p Time.utc(2024, 12, 31).yday, Time.utc(2023, 12, 31).yday, Time.gm(2000, 1, 1).wday
p Time.utc(2024, 1, 1, 12, 0, 0) == Time.at(1704110400).utc, Time.utc(2024, 3, 10).to_i
d = Time.utc(2024, 1, 31) + 86400
p d.month, d.day, d.strftime("%B")
p [Time.utc(2020), Time.utc(2010), Time.utc(2015)].sort.map(&:year), Time.utc(2024, 6, 15).sunday?
span = Time.utc(2024, 3, 1) - Time.utc(2024, 2, 1)
p span / 86400, (Time.utc(2025, 1, 1) - Time.utc(2024, 1, 1)) / 86400
p Time.utc(1999, 12, 31, 23, 59, 59).succ rescue p (Time.utc(1999, 12, 31, 23, 59, 59) + 1).year
p Time.utc(2024, 5, 5).round.sec, Time.at(100).utc.hour
