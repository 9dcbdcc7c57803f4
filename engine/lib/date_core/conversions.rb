# frozen_string_literal: true
# date_core/conversions.rb: conversions between Date, DateTime and Time
# (to_date, to_datetime, to_time on each).

class Date
  def to_date = self
  def to_datetime = DateTime.__send__(:from_parts, @jd, 0, 0, 0, @sg)

  # Local midnight of this day (read in the proleptic Gregorian calendar).
  def to_time
    y, m, d = Calendar.jd_to_civil(@jd, GREGORIAN)
    Time.local(y, m, d)
  end
end

class DateTime
  def to_date = Date.__send__(:from_parts, @jd, 0, 0, 0, @sg)
  def to_datetime = self

  def to_time
    unix = (@jd - UNIX_EPOCH_JD) * 86400 + @df - @of
    Time.at(unix, (@sf * 1_000_000_000).to_r, :nsec).localtime(@of)
  end
end

class Time
  def to_date
    jd = Date::Calendar.civil_to_jd(year, mon, mday, Date::GREGORIAN)
    Date.__send__(:from_parts, jd, 0, 0, 0, Date::ITALY)
  end

  def to_datetime
    jd = Date::Calendar.civil_to_jd(year, mon, mday, Date::GREGORIAN)
    DateTime.__send__(:from_parts, jd, hour * 3600 + min * 60 + sec, subsec.to_r, utc_offset, Date::ITALY)
  end
end
