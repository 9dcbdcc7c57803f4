# frozen_string_literal: true
# date_core/parse.rb: Date._parse, the free-form date/time recogniser. Each
# pass looks for one kind of fragment, records its fields in the hash and
# blanks it out of the working string so the later passes do not see it.

class Date
  class FreeParser
    MONTHS = "jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec"
    DAYS = "sun|mon|tue|wed|thu|fri|sat"
    ERA = "c(?:e|\\.e\\.)|b(?:ce|\\.c\\.e\\.)|a(?:d|\\.d\\.)|b(?:c|\\.c\\.)"

    DAY_PAT = /\b(#{DAYS})[^-\/\d\s]*/io
    TIME_PAT = /(
        \d+\s*
        (?:
          (?::\s*\d+(?:\s*:\s*\d+(?:[,.]\d*)?)?
          | h(?:\s*\d+m?(?:\s*\d+s?)?)?
          )
          (?:\s*[ap](?:m\b|\.m\.))?
        | [ap](?:m\b|\.m\.)
        )
      )
      (?:\s*
        ( (?:gmt|utc?)?[-+]\d+(?:[,.:]\d+(?::\d+)?)?
        | (?-i:[[:alpha:].\s]+)(?:standard|daylight)\stime\b
        | (?-i:[[:alpha:]]+)(?:\sdst)?\b
        )
      )?/xi
    CLOCK_PAT = /\A(\d+)h?(?:\s*:?\s*(\d+)m?(?:\s*:?\s*(\d+)(?:[,.](\d+))?s?)?)?(?:\s*([ap])(?:m\b|\.m\.))?/i
    EU_PAT = /('?\d+)[^-\d\s]*\s*(#{MONTHS})[^-\d\s']*(?:\s*(#{ERA})?\s*('?-?\d+(?:(?:st|nd|rd|th)\b)?))?/io
    US_PAT = /\b(#{MONTHS})[^-\d\s']*\s*('?\d+)[^-\d\s']*(?:\s*,?\s*(#{ERA})?\s*('?-?\d+))?/io
    ISO_PAT = /('?[-+]?\d+)-(\d+)-('?-?\d+)/
    JIS_PAT = /\b([mtshr])(\d+)\.(\d+)\.(\d+)/i
    VMS1_PAT = /('?-?\d+)-(#{MONTHS})[^-\/.]*-('?-?\d+)/io
    VMS2_PAT = /\b(#{MONTHS})[^-\/.]*-('?-?\d+)(?:-('?-?\d+))?/io
    SLASH_PAT = %r{('?-?\d+)/\s*('?\d+)(?:\D\s*('?-?\d+))?}
    DOT_PAT = /('?-?\d+)\.\s*('?\d+)\.\s*('?-?\d+)/
    ISO_WEEK_PAT = /\b(\d{2}|\d{4})?-?w(\d{2})(?:-?(\d))?\b/i
    ISO_WDAY_PAT = /-w-(\d)\b/i
    ISO_MD_PAT = /--(\d{2})?-(\d{2})\b/
    ISO_MD2_PAT = /--(\d{2})(\d{2})?\b/
    ISO_YDAY_GUARD = /[,.](\d{2}|\d{4})-\d{3}\b/
    ISO_YDAY_PAT = /\b(\d{2}|\d{4})-(\d{3})\b/
    ISO_YDAY2_GUARD = /\d-\d{3}\b/
    ISO_YDAY2_PAT = /\b-(\d{3})\b/
    YEAR_PAT = /'(\d+)\b/
    MON_PAT = /\b(#{MONTHS})\S*/io
    MDAY_PAT = /(\d+)(st|nd|rd|th)\b/i
    DDD_PAT = /([-+]?)(\d{2,14})
      (?:\s*t?\s*(\d{2,6})?(?:[,.](\d*))?)?
      (?:\s*(z\b|[-+]\d{1,4}\b|\[[-+]?\d[^\]]*\]))?/xi
    BC_PAT = /\b(bc\b|bce\b|b\.c\.|b\.c\.e\.)/i
    FRAG_PAT = /\A\s*(\d{1,2})\s*\z/
    ERAS = { "m" => 1867, "t" => 1911, "s" => 1925, "h" => 1988, "r" => 2018 }.freeze

    # Fields of a run of digits by its length: without a time part after it
    # the digits are a date (and maybe a time); followed by ",fraction" they
    # end in seconds. Each entry lists [key, offset from start, length].
    DDD_DATE = {
      2 => [[:mday, 0, 2]], 3 => [[:yday, 0, 3]], 4 => [[:mon, 0, 2], [:mday, 2, 2]],
      5 => [[:year, 0, 2], [:yday, 2, 3]], 6 => [[:year, 0, 2], [:mon, 2, 2], [:mday, 4, 2]],
      7 => [[:year, 0, 4], [:yday, 4, 3]]
    }.freeze
    DDD_LONG_DATE = [[:year, 0, 4], [:mon, 4, 2], [:mday, 6, 2], [:hour, 8, 2], [:min, 10, 2], [:sec, 12, 2]].freeze
    DDD_SECONDS = [[:sec, -2, 2], [:min, -4, 2], [:hour, -6, 2], [:mday, -8, 2], [:mon, -10, 2]].freeze
    DDD_SECONDS_ODD = { 3 => [[:sec, -2, 2], [:min, -3, 1]], 5 => [[:sec, -2, 2], [:min, -4, 2], [:hour, -5, 1]],
                        7 => [[:sec, -2, 2], [:min, -4, 2], [:hour, -6, 2], [:mday, -7, 1]] }.freeze

    def self.month_number(name)
      MONTHS.split("|").index(name[0, 3].downcase) + 1
    end

    def self.day_number(name)
      DAYS.split("|").index(name[0, 3].downcase)
    end

    def initialize(str, comp)
      @str = str.gsub(/[^-+',.\/:@[:alnum:]\[\]]+/, " ")
      @hash = { _comp: comp }
    end

    def parse
      alpha = @str.match?(/[[:alpha:]]/)
      digit = @str.match?(/\d/)
      dash = @str.include?("-")
      dot = @str.include?(".")
      slash = @str.include?("/")
      subst(DAY_PAT) { |m| @hash[:wday] = FreeParser.day_number(m[1]) } if alpha
      subst(TIME_PAT) { |m| time(m) } if digit
      date_passes(alpha, digit, dash, dot, slash)
      subst(BC_PAT) { @hash[:_bc] = true } if alpha
      fragment if digit
      finish
    end

    private

    # The date passes: the first one that matches wins.
    def date_passes(alpha, digit, dash, dot, slash)
      return if alpha && digit && (subst(EU_PAT) { |m| eu(m) } || subst(US_PAT) { |m| us(m) })
      return if digit && dash && subst(ISO_PAT) { |m| s3e(m[1], m[2], m[3], false) }
      return if digit && dot && subst(JIS_PAT) { |m| jis(m) }
      return if alpha && digit && dash && vms
      return if digit && slash && subst(SLASH_PAT) { |m| s3e(m[1], m[2], m[3], false) }
      return if digit && dot && subst(DOT_PAT) { |m| s3e(m[1], m[2], m[3], false) }
      return if digit && iso2
      return if digit && subst(YEAR_PAT) { |m| @hash[:year] = m[1].to_i }
      return if alpha && subst(MON_PAT) { |m| @hash[:mon] = FreeParser.month_number(m[1]) }
      return if digit && subst(MDAY_PAT) { |m| @hash[:mday] = m[1].to_i }
      digit && subst(DDD_PAT) { |m| ddd(m) }
    end

    # Replaces the first match of +pat+ by a blank, yielding the match.
    def subst(pat)
      m = pat.match(@str) or return false
      @str = "#{m.pre_match} #{m.post_match}"
      yield m
      true
    end

    def time(m)
      @hash[:zone] = m[2] if m[2]
      c = CLOCK_PAT.match(m[1])
      hour = c[1].to_i
      hour = hour % 12 + (c[5].downcase == "p" ? 12 : 0) if c[5]
      @hash[:hour] = hour
      @hash[:min] = c[2].to_i if c[2]
      @hash[:sec] = c[3].to_i if c[3]
      @hash[:sec_fraction] = Rational(c[4].to_i, 10**c[4].size) if c[4]
    end

    def eu(m)
      s3e(m[4], FreeParser.month_number(m[2]), m[1], bc_era?(m[3]))
    end

    def us(m)
      s3e(m[4], FreeParser.month_number(m[1]), m[2], bc_era?(m[3]))
    end

    def bc_era?(era)
      era ? era[0].downcase == "b" : false
    end

    def jis(m)
      @hash[:year] = m[2].to_i + ERAS[m[1].downcase]
      @hash[:mon] = m[3].to_i
      @hash[:mday] = m[4].to_i
    end

    def vms
      subst(VMS1_PAT) { |m| s3e(m[3], FreeParser.month_number(m[2]), m[1], false) } ||
        subst(VMS2_PAT) { |m| s3e(m[3], FreeParser.month_number(m[1]), m[2], false) }
    end

    def iso2
      subst(ISO_WEEK_PAT) do |m|
        @hash[:cwyear] = m[1].to_i if m[1]
        @hash[:cweek] = m[2].to_i
        @hash[:cwday] = m[3].to_i if m[3]
      end ||
        subst(ISO_WDAY_PAT) { |m| @hash[:cwday] = m[1].to_i } ||
        subst(ISO_MD_PAT) do |m|
          @hash[:mon] = m[1].to_i if m[1]
          @hash[:mday] = m[2].to_i
        end ||
        subst(ISO_MD2_PAT) do |m|
          @hash[:mon] = m[1].to_i
          @hash[:mday] = m[2].to_i if m[2]
        end ||
        (!ISO_YDAY_GUARD.match?(@str) && subst(ISO_YDAY_PAT) do |m|
          @hash[:year] = m[1].to_i
          @hash[:yday] = m[2].to_i
        end) ||
        (!ISO_YDAY2_GUARD.match?(@str) && subst(ISO_YDAY2_PAT) { |m| @hash[:yday] = m[1].to_i })
    end

    # Year, month and day given in some order as strings (the month maybe as
    # a number): decides which is which from apostrophes, lengths and suffixes.
    def s3e(y, m, d, bc)
      m = m.to_s unless m.nil?
      y, m, d = d, y, m if y && m && d.nil?
      if y.nil? && d && (d.size > 2 || d.start_with?("'"))
        y, d = d, nil
      end
      if y && (ym = /([-+]?\d+)(.+)?/.match(y)) && ym[2]
        y, d = d, ym[1]
      end
      y, m, d = m, d, y if m && (m.start_with?("'") || m.size > 2)
      y, d = d, y if d && (d.start_with?("'") || d.size > 2)
      year(y) if y
      @hash[:_bc] = true if bc
      @hash[:mon] = m[/\d+/].to_i if m && m[/\d+/]
      @hash[:mday] = d[/\d+/].to_i if d && d[/\d+/]
    end

    def year(str)
      ym = /([-+])?(\d+)/.match(str) or return
      @hash[:_comp] = false if ym[1] || ym[2].size > 2
      @hash[:year] = ym[0].to_i
    end

    def ddd(m)
      sign, digits, clock, fraction, zone = m[1], m[2], m[3], m[4], m[5]
      seconds_first = clock.nil? && fraction
      set_fields(digits, ddd_fields(digits.size, seconds_first), sign)
      @hash[:_comp] = false if digits.size >= 8 && (!seconds_first || digits.size == 14)
      ddd_clock(clock, fraction) if clock
      @hash[:sec_fraction] = Rational(fraction.to_i, 10**fraction.size) if fraction
      ddd_zone(zone) if zone
    end

    def ddd_fields(len, seconds_first)
      return [] if len > 8 && len.odd?
      if seconds_first
        return DDD_SECONDS_ODD[len] if len.odd?
        fields = DDD_SECONDS.first([len / 2, 5].min)
        fields += [[:year, 0, 2]] if len == 12
        fields += [[:year, 0, 4]] if len == 14
        fields
      elsif len >= 8
        DDD_LONG_DATE.first(len / 2 - 1)
      else
        DDD_DATE[len]
      end
    end

    def set_fields(digits, fields, sign)
      fields.each do |key, start, len|
        text = digits[start, len]
        text = sign + text if key == :year
        @hash[key] = text.to_i
      end
    end

    def ddd_clock(clock, fraction)
      return unless [2, 4, 6].include?(clock.size)
      keys = fraction ? %i[sec min hour] : %i[hour min sec]
      pairs = clock.scan(/\d\d/)
      pairs.reverse! if fraction
      keys.zip(pairs).each { |key, text| @hash[key] = text.to_i if text }
    end

    def ddd_zone(zone)
      unless zone.start_with?("[")
        @hash[:zone] = zone
        return
      end
      inner = zone[1..-2]
      offset_part, name = inner.split(":", 2)
      offset_part = "+#{offset_part}" if offset_part.match?(/\A\d/)
      @hash[:zone] = name || inner
      @hash[:offset] = Zones.to_diff(offset_part)
    end

    def fragment
      m = FRAG_PAT.match(@str) or return
      v = m[1].to_i
      if @hash.key?(:hour) && !@hash.key?(:mday)
        @hash[:mday] = v if (1..31).cover?(v)
      elsif @hash.key?(:mday) && !@hash.key?(:hour)
        @hash[:hour] = v if (0..24).cover?(v)
      end
    end

    def finish
      if @hash.delete(:_bc)
        @hash[:cwyear] = -@hash[:cwyear] + 1 if @hash[:cwyear]
        @hash[:year] = -@hash[:year] + 1 if @hash[:year]
      end
      if @hash.delete(:_comp)
        @hash[:cwyear] = complete_year(@hash[:cwyear]) if @hash[:cwyear]
        @hash[:year] = complete_year(@hash[:year]) if @hash[:year]
      end
      @hash[:offset] = Zones.to_diff(@hash[:zone]) if @hash[:zone] && !@hash.key?(:offset)
      @hash
    end

    def complete_year(y)
      return y unless (0..99).cover?(y)
      y >= 69 ? y + 1900 : y + 2000
    end
  end

  def self._parse(str, comp = true, limit: 128)
    str = Date.check_input(str, limit)
    FreeParser.new(str, comp).parse
  end

  # Validates a string handed to the parsers (nil gives nil to the caller).
  def self.check_input(str, limit)
    raise TypeError, "no implicit conversion of #{str.nil? ? 'nil' : str.class} into String" unless str.respond_to?(:to_str)
    str = str.to_str
    if limit && str.size > limit
      raise ArgumentError, "string length (#{str.size}) exceeds the limit #{limit}"
    end
    str
  end
end
