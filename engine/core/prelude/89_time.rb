# Time: the day-of-week predicates, to_a, subsec and round; Time.new and
# zone arguments (below), over the natives of core/time.cpp.

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
    return t.utc if utc?
    zone ? t.localtime : t.localtime(utc_offset) # a local time, or a fixed offset
  end
end

# Time.new and the zones given to Time.new, Time.now, Time.at (`in:`),
# Time#localtime and #getlocal: "UTC", "Z" and "-00:00" make a UTC time;
# "+HH:MM", "-HHMM", "+HH:MM:SS", a military letter or an Integer of
# seconds a fixed offset (no zone name); no zone the local time. The natives
# set the value (Time#__set).
class Time
  class << self
    alias_method :__now, :now
    alias_method :__at, :at
    private :__now, :__at

    def now(**kw) = kw.empty? ? __now : __in_zone(__now, __in_keyword(kw))

    def at(*args, **kw) = kw.empty? ? __at(*args) : __in_zone(__at(*args), __in_keyword(kw))

    private

    # t moved into `zone` (t itself for nil).
    def __in_zone(t, zone)
      zone.nil? ? t : t.__send__(:__set, t.to_i, t.nsec, __zone_offset(zone))
    end

    def __in_keyword(kw, also = nil)
      kw.each_key { |k| raise ArgumentError, "unknown keyword: #{k.inspect}" unless k == :in || k == also }
      kw[:in]
    end

    # :utc, or the offset in seconds east of UTC.
    def __zone_offset(zone)
      if zone.is_a?(Integer)
        raise ArgumentError, "utc_offset out of range" unless zone.abs < 86_400
        return zone
      end
      text = String.try_convert(zone)
      raise TypeError, "can't convert #{zone.class} into an exact number" unless text
      case text.encoding.ascii_compatible? && text
      when "UTC", "Z", "-00:00" then :utc
      when /\A([+-])(\d\d):?(\d\d)(?::?(\d\d))?\z/
        hours, minutes, seconds = $2.to_i, $3.to_i, $4.to_i
        raise ArgumentError, "utc_offset out of range" if hours > 23 || minutes > 59 || seconds > 59
        ($1 == "-" ? -1 : 1) * (hours * 3600 + minutes * 60 + seconds)
      when /\A[A-IK-Y]\z/
        letter = text.ord
        hours = if letter <= "I".ord then letter - "A".ord + 1
                elsif letter <= "M".ord then letter - "K".ord + 10
                else "N".ord - letter - 1
                end
        hours * 3600
      else
        shown = text.encoding.ascii_compatible? ? text : text.inspect
        raise ArgumentError, %("+HH:MM", "-HH:MM", "UTC" or "A".."I","K".."Z" expected for utc_offset: #{shown})
      end
    end
  end

  # Time.new: now; Time.new(year, mon = 1, mday = 1, hour = 0, min = 0,
  # sec = 0, zone = nil, in: nil); or Time.new("YYYY-MM-DD HH:MM:SS[.frac] [zone]").
  def initialize(*args, **kw)
    keyword_zone = Time.__send__(:__in_keyword, kw, :precision)
    if args.size > 7
      raise ArgumentError, "wrong number of arguments (given #{args.size}, expected 0..7)"
    end
    if args.size == 7 && !keyword_zone.nil?
      raise ArgumentError, "timezone argument given as positional and keyword arguments"
    end
    zone = args.size == 7 ? args.pop : keyword_zone
    if args.empty?
      now = Time.__send__(:__now)
      return __set(now.to_i, now.nsec, zone.nil? ? nil : Time.__send__(:__zone_offset, zone))
    end
    if args.size == 1 && args[0].is_a?(String)
      args, text_zone = __civil_text(args[0])
      zone = text_zone if zone.nil?
    end
    year, mon, mday, hour, min, sec = args
    sec ||= 0
    sec = Rational(sec) if sec.is_a?(String)
    whole = sec.floor
    nsec = ((sec - whole) * 1_000_000_000).round
    offset = zone.nil? ? nil : Time.__send__(:__zone_offset, zone)
    fields = [year, mon || 1, mday || 1, hour || 0, min || 0, whole]
    if offset.nil?
      __set(Time.local(*fields).to_i, nsec, nil)
    else
      seconds = Time.utc(*fields).to_i
      __set(offset == :utc ? seconds : seconds - offset, nsec, offset)
    end
  end

  alias_method :__localtime, :localtime
  private :__localtime

  # A timezone object (#utc_to_local) gives the offset it has at this time.
  def localtime(zone = nil)
    return __localtime if zone.nil?
    if !zone.is_a?(String) && !zone.is_a?(Integer) && zone.respond_to?(:utc_to_local)
      wall = zone.utc_to_local(getutc)
      return __set(to_i, nsec, Time.utc(wall.year, wall.mon, wall.day, wall.hour, wall.min, wall.sec).to_i - to_i)
    end
    __set(to_i, nsec, Time.__send__(:__zone_offset, zone))
  end

  def getlocal(zone = nil) = dup.localtime(zone)

  private

  # Time.new's String: [[year, mon, mday, hour, min, sec], zone or nil].
  def __civil_text(text)
    m = /\A(\d{4,})-(\d\d)-(\d\d)[ T](\d\d):(\d\d):(\d\d)(\.\d+)?(?:\s*(\S+))?\z/.match(text)
    raise ArgumentError, "can't parse: #{text.inspect}" unless m
    sec = m[7] ? Rational(m[6] + m[7]) : m[6].to_i
    [[m[1].to_i, m[2].to_i, m[3].to_i, m[4].to_i, m[5].to_i, sec], m[8]]
  end
end
