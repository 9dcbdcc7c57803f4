# DateTime: constructors with time and offset, readers, new_offset, parse/strptime, formatting, arithmetic
require "date"
dt = DateTime.new(2001, 2, 3, 4, 5, 6.5, "+07:00")
p dt, dt.hour, dt.min, dt.minute, dt.sec, dt.second, dt.sec_fraction, dt.second_fraction, dt.offset, dt.zone
p dt.to_s, dt.iso8601, dt.iso8601(3), dt.jisx0301(2), dt.rfc3339, dt.xmlschema(1), dt.strftime, dt.httpdate, dt.rfc2822
p dt.new_offset(0), dt.new_offset("-05:00"), dt.new_offset(Rational(9, 24)), dt.to_date, dt.to_datetime.equal?(dt)
p dt.ajd, dt.jd, dt.day_fraction, dt.strftime("%H %I %l %p %M %S %L %N %3N %z %:z %s %Q"), dt.deconstruct_keys([:hour, :zone])
p DateTime.new(2001, 2, 3, 24), DateTime.new(2001, 2, 3, -1, -1, -1), DateTime.new(2001, 2, 3, 4, 5, 6, Rational(7, 24))
p((DateTime.new(2001, 2, 3, 25) rescue $!), (DateTime.new(2001, 2, 3, 4, 60) rescue $!), DateTime.new)
p DateTime.jd(2451944, 4, 5, 6), DateTime.ordinal(2001, 34, 4), DateTime.commercial(2001, 5, 6, 4, 5, 6, "-07:00")
p DateTime.parse("2001-02-03T04:05:06+07:00"), DateTime.parse("Sat, 3 Feb 2001 04:05:06 EST")
p DateTime.strptime("2001-02-03T04:05:06+07:00", "%Y-%m-%dT%H:%M:%S%z"), DateTime.strptime("1700000000", "%s")
p DateTime.strptime("1700000000123", "%Q"), DateTime.iso8601("2001-02-03T04:05:06.5+07:00"), DateTime.parse("2001-02-03 23:59:60")
p DateTime.rfc3339("2001-02-03T04:05:06+07:00"), DateTime.xmlschema("2001-02-03T04:05:06Z"), DateTime.jisx0301("H13.02.03T04:05:06Z")
p dt + 1, dt + Rational(1, 24), dt - Rational(1, 86400), dt - DateTime.new(2001, 2, 3, 0, 0, 0, "+07:00"), dt >> 1
p (dt <=> Date.new(2001, 2, 3)), dt == DateTime.new(2001, 2, 2, 21, 5, 6.5), dt.next_day.day, Date.new(2001, 2, 3).to_datetime
