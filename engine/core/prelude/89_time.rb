# Time: the day-of-week predicates, to_a, subsec and round, over the
# natives of core/time.cpp.

class Time
  %i[sunday? monday? tuesday? wednesday? thursday? friday? saturday?].each_with_index do |name, day|
    define_method(name) { wday == day }
  end

  # [sec, min, hour, day, month, year, wday, yday, isdst, zone]
  def to_a = [sec, min, hour, day, month, year, wday, yday, false, zone]

  def subsec = nsec.zero? ? 0 : Rational(nsec, 1_000_000_000)

  # Rounds the fraction of a second to `digits` decimal digits (half up).
  def round(digits = 0)
    digits = __to_int(digits)
    raise ArgumentError, "negative ndigits given" if digits < 0
    return self if digits >= 9
    unit = 10**(9 - digits)
    ns = (nsec + unit / 2) / unit * unit
    t = Time.at(to_i, ns, :nsec)
    utc? ? t.utc : t.localtime(utc_offset)
  end
end
