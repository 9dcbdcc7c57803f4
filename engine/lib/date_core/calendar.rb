# frozen_string_literal: true
# date_core/calendar.rb: conversions between chronological Julian day
# numbers and civil, ordinal and commercial (ISO week) dates, honouring the
# day of calendar reform +sg+ (Julian before it, Gregorian from it on).

class Date
  module Calendar
    module_function

    def civil_to_jd(y, m, d, sg)
      y, m = y - 1, m + 12 if m <= 2
      a = y.div(100)
      b = 2 - a + a.div(4)
      jd = (1461 * (y + 4716)).div(4) + (306001 * (m + 1)).div(10000) + d + b - 1524
      jd < sg ? jd - b : jd
    end

    def jd_to_civil(jd, sg)
      a = jd
      if jd >= sg
        x = (4 * jd - 7468865).div(146097)
        a = jd + 1 + x - x.div(4)
      end
      b = a + 1524
      c = (20 * b - 2442).div(7305)
      d = (1461 * c).div(4)
      e = (10000 * (b - d)).div(306001)
      mday = b - d - (306001 * e).div(10000)
      mon = e <= 13 ? e - 1 : e - 13
      [mon <= 2 ? c - 4715 : c - 4716, mon, mday]
    end

    # The Julian day of (y, m, d), d counting back from the month's end when
    # negative, or nil when there is no such day.
    def valid_civil(y, m, d, sg)
      m += 13 if m < 0
      return nil unless m.between?(1, 12)
      if d < 0
        last = last_mday(y, m, sg) or return nil
        d = last + d + 1
        return nil if d < 1
      end
      jd = civil_to_jd(y, m, d, sg)
      jd_to_civil(jd, sg) == [y, m, d] ? jd : nil
    end

    def last_mday(y, m, sg)
      31.downto(28).find { |d| jd_to_civil(civil_to_jd(y, m, d, sg), sg) == [y, m, d] }
    end

    def year_start(y, sg)
      jd = civil_to_jd(y, 1, 1, sg)
      jd += 1 while jd_to_civil(jd, sg)[0] < y
      jd
    end

    def jd_to_ordinal(jd, sg)
      y = jd_to_civil(jd, sg)[0]
      [y, jd - year_start(y, sg) + 1]
    end

    def valid_ordinal(y, yd, sg)
      yd = year_start(y + 1, sg) - year_start(y, sg) + yd + 1 if yd < 0
      return nil if yd < 1
      jd = year_start(y, sg) + yd - 1
      jd_to_ordinal(jd, sg) == [y, yd] ? jd : nil
    end

    def cwday(jd)
      wday = (jd + 1) % 7
      wday.zero? ? 7 : wday
    end

    def commercial_to_jd(y, w, d, sg)
      jan4 = civil_to_jd(y, 1, 4, sg)
      jan4 - (cwday(jan4) - 1) + 7 * (w - 1) + (d - 1)
    end

    def jd_to_commercial(jd, sg)
      a = jd_to_civil(jd - 3, sg)[0]
      y = jd >= commercial_to_jd(a + 1, 1, 1, sg) ? a + 1 : a
      [y, 1 + (jd - commercial_to_jd(y, 1, 1, sg)).div(7), cwday(jd)]
    end

    def valid_commercial(y, w, d, sg)
      d += 8 if d < 0
      return nil unless d.between?(1, 7)
      if w < 0
        weeks = (commercial_to_jd(y + 1, 1, 1, sg) - commercial_to_jd(y, 1, 1, sg)) / 7
        w = weeks + w + 1
      end
      jd = commercial_to_jd(y, w, d, sg)
      jd_to_commercial(jd, sg) == [y, w, d] ? jd : nil
    end

    # Week numbers as strftime's %U (weeks start on Sunday, +first+ = 0) and
    # %W (on Monday, +first+ = 1): days before the first such day are week 0.
    def week_number(jd, first, sg)
      yday = jd_to_ordinal(jd, sg)[1]
      wday = (jd + 1) % 7
      (yday + 6 - (wday - first) % 7) / 7
    end

    def valid_weeknum(y, w, wday, first, sg)
      jan1 = year_start(y, sg)
      first_day = jan1 + (first - (jan1 + 1)) % 7
      jd = first_day + 7 * (w - 1) + (wday - first) % 7
      week_number(jd, first, sg) == w && jd_to_civil(jd, sg)[0] == y ? jd : nil
    end

    def gregorian_leap?(y)
      (y % 4).zero? && !(y % 100).zero? || (y % 400).zero?
    end

    def julian_leap?(y)
      (y % 4).zero?
    end
  end
end
