# frozen_string_literal: true
# date_core/datetime.rb: DateTime, a Date with a time of day and a UTC
# offset: its constructors, time readers, new_offset and formatting.

class DateTime < Date
  class << self
    def civil(year = -4712, mon = 1, mday = 1, hour = 0, min = 0, sec = 0, offset = 0, sg = Date::ITALY)
      jd = Date::Calendar.valid_civil(year, mon, mday, sg) or raise Date::Error, "invalid date"
      with_time(jd, hour, min, sec, offset, sg)
    end
    alias_method :new, :civil

    def jd(jd = 0, hour = 0, min = 0, sec = 0, offset = 0, sg = Date::ITALY)
      with_time(jd, hour, min, sec, offset, sg)
    end

    def ordinal(year = -4712, yday = 1, hour = 0, min = 0, sec = 0, offset = 0, sg = Date::ITALY)
      jd = Date::Calendar.valid_ordinal(year, yday, sg) or raise Date::Error, "invalid date"
      with_time(jd, hour, min, sec, offset, sg)
    end

    def commercial(cwyear = -4712, cweek = 1, cwday = 1, hour = 0, min = 0, sec = 0, offset = 0, sg = Date::ITALY)
      jd = Date::Calendar.valid_commercial(cwyear, cweek, cwday, sg) or raise Date::Error, "invalid date"
      with_time(jd, hour, min, sec, offset, sg)
    end

    def now(sg = Date::ITALY)
      t = Time.now
      jd = Date::Calendar.civil_to_jd(t.year, t.mon, t.mday, Date::GREGORIAN)
      from_parts(jd, t.hour * 3600 + t.min * 60 + t.sec, Rational(t.nsec, 1_000_000_000), t.utc_offset, sg)
    end

    def parse(str = "-4712-01-01T00:00:00+00:00", comp = true, sg = Date::ITALY, limit: 128)
      from_hash(_parse(str, comp, limit: limit), sg)
    end

    def strptime(str = "-4712-01-01T00:00:00+00:00", fmt = "%FT%T%z", sg = Date::ITALY)
      from_hash(_strptime(str, fmt), sg)
    end

    def iso8601(str = "-4712-01-01T00:00:00+00:00", sg = Date::ITALY, limit: 128) = super
    def rfc3339(str = "-4712-01-01T00:00:00+00:00", sg = Date::ITALY, limit: 128) = super
    def xmlschema(str = "-4712-01-01T00:00:00+00:00", sg = Date::ITALY, limit: 128) = super
    def jisx0301(str = "-4712-01-01T00:00:00+00:00", sg = Date::ITALY, limit: 128) = super

    private

    def with_time(jd, hour, min, sec, offset, sg)
      sec, fraction = split_fraction(sec)
      hour, min, sec = Date.valid_time(hour, min, sec)
      raise Date::Error, "invalid date" unless hour
      jd, hour = jd + 1, 0 if hour == 24
      of = Date.offset_seconds(offset, from_day_fraction: true)
      from_parts(jd, hour * 3600 + min * 60 + sec, fraction, of, sg)
    end
  end

  public :hour, :min, :minute, :sec, :second, :sec_fraction, :second_fraction, :offset, :zone

  def new_offset(offset = 0)
    new_offset_parts(Date.offset_seconds(offset, from_day_fraction: true))
  end

  def strftime(fmt = "%FT%T%:z") = super
  def to_s = strftime("%Y-%m-%dT%H:%M:%S%:z")

  def iso8601(digits = 0) = strftime("%Y-%m-%dT%H:%M:%S#{fraction_format(digits)}%:z")
  alias xmlschema iso8601
  alias rfc3339 iso8601

  def jisx0301(digits = 0)
    to_date.jisx0301 + strftime("T%H:%M:%S#{fraction_format(digits)}%:z")
  end

  def deconstruct_keys(keys)
    fields = { year: year, month: mon, day: mday, yday: yday, wday: wday, hour: hour, min: min,
               sec: sec, sec_fraction: sec_fraction, zone: zone }
    keys ? fields.slice(*keys) : fields
  end

  private

  def fraction_format(digits)
    digits = digits.to_i
    digits.positive? ? ".%#{digits}N" : ""
  end
end
