# Marshal round trips of Date and DateTime, marshal_dump arrays, and conversions between Date, DateTime and Time
ENV["TZ"] = "UTC"
require "date"
d = Date.new(2024, 3, 1)
dt = DateTime.new(2001, 2, 3, 4, 5, 6.5, "+07:00")
p d.marshal_dump, dt.marshal_dump, Marshal.load(Marshal.dump(d)), Marshal.load(Marshal.dump(dt))
p Marshal.load(Marshal.dump([d, dt])) == [d, dt], Marshal.dump(d).size
p d.to_time.to_i, d.to_time.year, DateTime.new(2001, 2, 3, 4, 5, 6).to_time.to_i, dt.to_time.to_i
p Time.utc(2024, 3, 1, 12).to_date, Time.utc(2024, 3, 1, 12, 30, 15).to_datetime, Time.utc(1000, 1, 1).to_date
p d.to_date.equal?(d), d.to_datetime, Date.new(1000, 1, 1).to_time.year
