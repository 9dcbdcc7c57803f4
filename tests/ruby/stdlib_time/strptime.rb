# Time.strptime (through Date._strptime): formats, epoch seconds, yday, week numbers, errors
ENV["TZ"] = "UTC"
require "time"
now = Time.utc(2024, 1, 15, 10, 0, 0)
p Time.strptime("2024-03-01 12:34:56", "%Y-%m-%d %H:%M:%S").to_i
p Time.strptime("2024-03-01 12:34:56 +0900", "%Y-%m-%d %H:%M:%S %z").to_i
p Time.strptime("1700000000", "%s").to_i, Time.strptime("1700000000123", "%Q").to_i
p Time.strptime("2024-060", "%Y-%j").to_a.first(6), Time.strptime("2024 10 1", "%Y %U %w").to_a.first(6)
p Time.strptime("2024-W10-3", "%G-W%V-%u").to_a.first(6), Time.strptime("03/01/24", "%D").to_a.first(6)
p Time.strptime("12:30", "%H:%M", now).to_a.first(6), Time.strptime("01/Mar/2024:10:00:00 GMT", "%d/%b/%Y:%T %Z").to_i
p((Time.strptime("x", "%Y") rescue $!), (Time.strptime("2024-13-01", "%F") rescue $!))
