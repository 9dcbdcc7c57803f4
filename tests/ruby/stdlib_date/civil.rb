# Date constructors (civil, jd, ordinal, commercial), validation, field readers and the calendar reform
require "date"
d = Date.new(2024, 3, 1)
p d, d.jd, d.mjd, d.ajd, d.amjd, d.ld, d.year, d.mon, d.month, d.mday, d.day, d.wday, d.yday
p d.cwyear, d.cweek, d.cwday, d.start, d.leap?, d.day_fraction, d.julian?, d.gregorian?, d.friday?, d.monday?
p Date.new(2001, 2, -1), Date.new(2001, -1, -1), Date.jd(2451944), Date.ordinal(2001, 34), Date.ordinal(2001, -1)
p Date.commercial(2001, 5, 6), Date.commercial(2001, -1, -1), Date.new, Date.jd, Date.ordinal, Date.commercial
[[2001, 2, 29], [1582, 10, 10], [2001, 13, 1], [2001, 0, 1]].each do |args|
  Date.new(*args)
rescue Date::Error => e
  p [args, e.class, e.message, e.is_a?(ArgumentError)]
end
p Date.new(1582, 10, 4), Date.new(1582, 10, 15), Date.new(1582, 10, 4) + 1, Date.new(1000, 1, 1).julian?
p Date.valid_date?(2001, 2, 29), Date.valid_civil?(2000, 2, 29), Date.valid_ordinal?(2001, 366)
p Date.valid_commercial?(2004, 53, 7), Date.valid_jd?(5), Date.leap?(2000), Date.gregorian_leap?(1900), Date.julian_leap?(1900)
p Date.new(2001, 2, 3, Date::GREGORIAN), Date.new(2001, 2, 3, Date::JULIAN), Date.new(2001, 2, 3).julian
p Date.new(2001, 2, 3).new_start(Date::ENGLAND).start, Date.new(2001, 2, 3).gregorian.start, Date.new(1752, 9, 14).england.jd
p Date.new(-4712, 1, 1).jd, Date.new(1, 1, 1).jd, Date.new(0, 3, 1), Date.new(-1, 12, 31).yday, Date.new(-5, 1, 1).to_s
p Date::ITALY, Date::ENGLAND, Date::JULIAN, Date::GREGORIAN, Date::MONTHNAMES, Date::ABBR_MONTHNAMES
p Date::DAYNAMES, Date::ABBR_DAYNAMES
p((1..12).map { |m| Date.new(2021, m, 1).cweek }, (2000..2010).map { |y| Date.new(y, 1, 1).cwyear })
p Date.new(2024, 3, 1).deconstruct_keys([:year, :month]), Date.new(2024, 3, 1).deconstruct_keys(nil)
