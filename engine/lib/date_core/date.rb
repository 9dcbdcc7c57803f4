# frozen_string_literal: true
# date_core/date.rb: a Date's state and instance methods: field readers,
# arithmetic, comparison, formatting, calendar reform and Marshal. A Date
# holds its local chronological Julian day @jd, the local seconds into the
# day @df, the fraction of a second @sf (Rational), its UTC offset @of in
# seconds and the day of calendar reform @sg.

class Date
  def self.leap?(year) = Calendar.gregorian_leap?(year)
  def self.gregorian_leap?(year) = Calendar.gregorian_leap?(year)
  def self.julian_leap?(year) = Calendar.julian_leap?(year)

  def self.valid_jd?(jd, _sg = ITALY) = jd.is_a?(Numeric)

  def self.valid_civil?(y, m, d, sg = ITALY)
    !Calendar.valid_civil(y, m, d, sg).nil?
  end

  def self.valid_ordinal?(y, d, sg = ITALY)
    !Calendar.valid_ordinal(y, d, sg).nil?
  end

  def self.valid_commercial?(y, w, d, sg = ITALY)
    !Calendar.valid_commercial(y, w, d, sg).nil?
  end

  class << self
    alias_method :valid_date?, :valid_civil?
  end

  # Builds an instance of this class from its parts, without validation.
  def self.from_parts(jd, df = 0, sf = 0, of = 0, sg = ITALY)
    allocate.tap { |d| d.__send__(:set_parts, jd, df, sf, of, sg) }
  end
  private_class_method :from_parts

  def jd = @jd
  def start = @sg
  def mjd = @jd - 2400001
  def ld = @jd - 2299160
  def year = civil[0]
  def mon = civil[1]
  def mday = civil[2]
  alias month mon
  alias day mday
  def wday = (@jd + 1) % 7
  def yday = Calendar.jd_to_ordinal(@jd, @sg)[1]
  def cwyear = commercial[0]
  def cweek = commercial[1]
  def cwday = commercial[2]
  def day_fraction = @df.zero? && @sf.zero? && !is_a?(DateTime) ? 0 : Rational(@df + @sf, 86400)
  def julian? = @jd < @sg
  def gregorian? = !julian?

  # The astronomical Julian day: days (from noon) as a Rational, in UTC.
  def ajd = Rational(utc_seconds, 86400) - Rational(1, 2)
  def amjd = ajd - Rational(4800001, 2)

  DAYNAMES.each_with_index do |name, i|
    define_method(:"#{name.downcase}?") { wday == i }
  end

  def leap?
    julian? ? Calendar.julian_leap?(year) : Calendar.gregorian_leap?(year)
  end

  def +(other)
    case other
    when Integer then with_jd(@jd + other)
    when Numeric then add_seconds(other.to_r * 86400)
    else raise TypeError, "expected numeric"
    end
  end

  def -(other)
    case other
    when Date then ajd - other.ajd
    when Numeric then self + -other
    else raise TypeError, "expected numeric"
    end
  end

  def >>(other)
    y, m = (year * 12 + mon - 1 + other).divmod(12)
    m += 1
    d = mday
    d -= 1 until (jd = Calendar.valid_civil(y, m, d, @sg)) || d < 1
    with_jd(jd)
  end

  def <<(other)
    raise TypeError, "expected numeric" unless other.is_a?(Numeric)
    self >> -other
  end

  def next_day(n = 1) = self + n
  def prev_day(n = 1) = self - n
  def next_month(n = 1) = self >> n
  def prev_month(n = 1) = self << n
  def next_year(n = 1) = self >> n * 12
  def prev_year(n = 1) = self << n * 12
  def next = next_day
  alias succ next

  def <=>(other)
    case other
    when Date then ajd <=> other.ajd
    when Numeric then ajd <=> other
    end
  end

  def ===(other)
    case other
    when Date then jd == other.jd
    when Numeric then jd == other
    else false
    end
  end

  def eql?(other) = other.is_a?(Date) && (self <=> other).zero?
  def hash = ajd.hash

  def step(limit, by = 1)
    return to_enum(:step, limit, by) unless block_given?
    raise ArgumentError, "step can't be 0" if by.zero?
    date = self
    while by.positive? ? date <= limit : date >= limit
      yield date
      date += by
    end
    self
  end

  def upto(max, &block)
    return to_enum(:upto, max) unless block
    step(max, 1, &block)
  end

  def downto(min, &block)
    return to_enum(:downto, min) unless block
    step(min, -1, &block)
  end

  def new_start(sg = ITALY) = self.class.__send__(:from_parts, @jd, @df, @sf, @of, sg)
  def italy = new_start(ITALY)
  def england = new_start(ENGLAND)
  def julian = new_start(JULIAN)
  def gregorian = new_start(GREGORIAN)

  def strftime(fmt = "%F") = Formatter.format(self, fmt.to_str)
  def to_s = strftime("%Y-%m-%d")
  def iso8601 = strftime("%Y-%m-%d")
  alias xmlschema iso8601
  def rfc3339 = strftime("%Y-%m-%dT%H:%M:%S%:z")
  def rfc2822 = strftime("%a, %-d %b %Y %T %z")
  alias rfc822 rfc2822
  def httpdate = new_offset_parts(0).strftime("%a, %d %b %Y %T GMT")
  def asctime = strftime("%a %b %e %H:%M:%S %Y")
  alias ctime asctime

  # JIS X 0301 era initials and the Julian days their eras start on.
  ERAS = [["R", 2458605, 2018], ["H", 2447535, 1988], ["S", 2424875, 1925],
          ["T", 2419614, 1911], ["M", 2405160, 1867]].freeze
  private_constant :ERAS

  def jisx0301
    era = ERAS.find { |_, first, _| @jd >= first }
    return strftime("%Y-%m-%d") unless era
    Kernel.format("%s%02d", era[0], year - era[2]) + strftime(".%m.%d")
  end

  def inspect
    ujd, udf = utc_seconds.floor.divmod(86400)
    ns = sf_nanos
    sg = @sg.finite? ? @sg.to_i : (@sg.positive? ? "Inf" : "-Inf")
    "#<#{self.class}: #{self} ((#{ujd}j,#{udf}s,#{ns}n),#{@of.negative? ? '-' : '+'}#{@of.abs}s,#{sg}j)>"
  end

  def deconstruct_keys(keys)
    fields = { year: year, month: mon, day: mday, yday: yday, wday: wday }
    keys ? fields.slice(*keys) : fields
  end

  def marshal_dump
    ujd, udf = utc_seconds.floor.divmod(86400)
    [0, ujd, udf, sf_nanos, @of, @sg]
  end

  def marshal_load(array)
    _nth, ujd, udf, sf_ns, of, sg = array
    local = ujd * 86400 + udf + of
    set_parts(local.div(86400), local % 86400, Rational(sf_ns, 1_000_000_000), of, sg)
  end

  def initialize_copy(other)
    set_parts(*other.__send__(:parts))
  end

  private

  def set_parts(jd, df, sf, of, sg)
    @jd, @df, @sf, @of, @sg = jd, df, sf, of, sg.to_f
    @civil = @commercial = nil
  end

  def parts = [@jd, @df, @sf, @of, @sg]

  def civil
    @civil ||= Calendar.jd_to_civil(@jd, @sg)
  end

  def commercial
    @commercial ||= Calendar.jd_to_commercial(@jd, @sg)
  end

  def sf_nanos
    ns = @sf * 1_000_000_000
    ns.is_a?(Rational) && ns.denominator == 1 ? ns.to_i : ns
  end

  def utc_seconds = @jd * 86400 + @df - @of + @sf

  def with_jd(jd) = self.class.__send__(:from_parts, jd, @df, @sf, @of, @sg)

  def add_seconds(seconds)
    whole = (@df + @sf + seconds)
    days, rest = whole.divmod(86400)
    df = rest.floor
    self.class.__send__(:from_parts, @jd + days.to_i, df, rest - df, @of, @sg)
  end

  # The same instant seen at another UTC offset (seconds).
  def new_offset_parts(of)
    local = @jd * 86400 + @df - @of + of
    self.class.__send__(:from_parts, local.div(86400), local % 86400, @sf, of, @sg)
  end

  def hour = @df / 3600
  def min = @df % 3600 / 60
  def sec = @df % 60
  def sec_fraction = @sf.is_a?(Rational) ? @sf : Rational(@sf)
  def offset = Rational(@of, 86400)

  def zone
    sign = @of.negative? ? "-" : "+"
    Kernel.format("%s%02d:%02d", sign, @of.abs / 3600, @of.abs % 3600 / 60)
  end

  alias minute min
  alias second sec
  alias second_fraction sec_fraction

  # Values strftime's numeric directives read.
  def strftime_field(name)
    case name
    when :century then year.div(100)
    when :short_year then year % 100
    when :short_cwyear then cwyear % 100
    when :hour12 then (hour % 12).zero? ? 12 : hour % 12
    when :wnum0 then Calendar.week_number(@jd, 0, @sg)
    when :wnum1 then Calendar.week_number(@jd, 1, @sg)
    when :offset_seconds then @of
    when :epoch_seconds then (utc_seconds - UNIX_EPOCH_JD * 86400).floor
    when :epoch_millis then ((utc_seconds - UNIX_EPOCH_JD * 86400) * 1000).floor
    else __send__(name)
    end
  end
end
