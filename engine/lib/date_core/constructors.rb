# frozen_string_literal: true
# date_core/constructors.rb: Date's class-level constructors: civil, jd,
# ordinal, commercial, today, and the string constructors built on the
# hash parsers (parse, strptime, iso8601, rfc3339, xmlschema, rfc2822,
# httpdate, jisx0301).

class Date
  class << self
    def civil(year = -4712, mon = 1, mday = 1, sg = ITALY)
      mday, fraction = split_fraction(mday)
      jd = Calendar.valid_civil(year, mon, mday, sg) or raise Error, "invalid date"
      with_day_fraction(jd, fraction, sg)
    end
    alias_method :new, :civil

    def jd(jd = 0, sg = ITALY)
      jd, fraction = split_fraction(jd)
      with_day_fraction(jd, fraction, sg)
    end

    def ordinal(year = -4712, yday = 1, sg = ITALY)
      yday, fraction = split_fraction(yday)
      jd = Calendar.valid_ordinal(year, yday, sg) or raise Error, "invalid date"
      with_day_fraction(jd, fraction, sg)
    end

    def commercial(cwyear = -4712, cweek = 1, cwday = 1, sg = ITALY)
      cwday, fraction = split_fraction(cwday)
      jd = Calendar.valid_commercial(cwyear, cweek, cwday, sg) or raise Error, "invalid date"
      with_day_fraction(jd, fraction, sg)
    end

    def today(sg = ITALY)
      t = Time.now
      from_parts(Calendar.civil_to_jd(t.year, t.mon, t.mday, GREGORIAN), 0, 0, 0, sg)
    end

    def parse(str = "-4712-01-01", comp = true, sg = ITALY, limit: 128)
      from_hash(_parse(str, comp, limit: limit), sg)
    end

    def strptime(str = "-4712-01-01", fmt = "%F", sg = ITALY)
      from_hash(_strptime(str, fmt), sg)
    end

    def iso8601(str = "-4712-01-01", sg = ITALY, limit: 128) = from_hash(_iso8601(str, limit: limit), sg)
    def rfc3339(str = "-4712-01-01T00:00:00+00:00", sg = ITALY, limit: 128) = from_hash(_rfc3339(str, limit: limit), sg)
    def xmlschema(str = "-4712-01-01", sg = ITALY, limit: 128) = from_hash(_xmlschema(str, limit: limit), sg)
    def jisx0301(str = "-4712-01-01", sg = ITALY, limit: 128) = from_hash(_jisx0301(str, limit: limit), sg)
    def httpdate(str = "Mon, 01 Jan -4712 00:00:00 GMT", sg = ITALY, limit: 128) = from_hash(_httpdate(str, limit: limit), sg)

    def rfc2822(str = "Mon, 1 Jan -4712 00:00:00 +0000", sg = ITALY, limit: 128)
      from_hash(_rfc2822(str, limit: limit), sg)
    end
    alias_method :rfc822, :rfc2822

    private

    # A Date (or DateTime) from the fields of a parser's hash.
    def from_hash(hash, sg)
      raise Error, "invalid date" if hash.nil? || hash.empty?
      from_parts(*Fragments.resolve(hash, sg, self <= DateTime), sg)
    end

    def split_fraction(value)
      return [value, 0] if value.is_a?(Integer)
      whole = value.floor
      [whole, value.to_r - whole]
    end

    def with_day_fraction(jd, fraction, sg)
      return from_parts(jd, 0, 0, 0, sg) if fraction.zero?
      seconds = fraction * 86400
      df = seconds.floor
      from_parts(jd, df, seconds - df, 0, sg)
    end
  end
end
