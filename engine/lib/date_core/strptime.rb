# frozen_string_literal: true
# date_core/strptime.rb: Date._strptime, reading a string by a strftime-style
# format into a hash of fields (nil when the string does not fit).

class Date
  class FormatReader
    class Mismatch < StandardError; end

    DAY_NAMES = %w[sunday monday tuesday wednesday thursday friday saturday].freeze
    MONTH_NAMES = %w[january february march april may june july august september october november december].freeze
    NUMERIC_DIRECTIVES = "CDdeFGgHIjkLlMmNQRrSsTUuVvWwXxYy"
    ZONE_PAT = /\A(?:(?:gmt|utc?)?[-+]\d+(?:[,.:]\d+(?::\d+)?)?
      |(?-i:[[:alpha:].\s]+)(?:standard|daylight)\s+time\b
      |(?-i:[[:alpha:]]+)(?:\sdst)?\b)/xi
    COMPOSITES = {
      "c" => "%a %b %e %H:%M:%S %Y", "D" => "%m/%d/%y", "F" => "%Y-%m-%d", "n" => " ", "t" => " ",
      "R" => "%H:%M", "r" => "%I:%M:%S %p", "T" => "%H:%M:%S", "v" => "%e-%b-%Y", "X" => "%H:%M:%S",
      "x" => "%m/%d/%y", "+" => "%a %b %e %H:%M:%S %Z %Y"
    }.freeze
    # Two-digit fields: directive => [key, smallest, largest, skip a leading blank].
    FIELDS = {
      "d" => [:mday, 1, 31, true], "e" => [:mday, 1, 31, true], "H" => [:hour, 0, 24, true],
      "k" => [:hour, 0, 24, true], "I" => [:hour, 1, 12, true], "l" => [:hour, 1, 12, true],
      "M" => [:min, 0, 59, false], "m" => [:mon, 1, 12, false], "S" => [:sec, 0, 60, false],
      "U" => [:wnum0, 0, 53, false], "W" => [:wnum1, 0, 53, false], "V" => [:cweek, 1, 53, false]
    }.freeze

    def initialize(str)
      @rest = str
      @hash = {}
    end

    def read(fmt)
      run(fmt)
      finish
    rescue Mismatch
      nil
    end

    private

    def run(fmt)
      i = 0
      while i < fmt.size
        c = fmt[i]
        if c == "%" && i + 1 < fmt.size
          i = directive(fmt, i + 1)
        elsif c.match?(/\s/)
          @rest = @rest.sub(/\A\s+/, "")
          i += 1
        else
          literal(c)
          i += 1
        end
      end
    end

    def literal(text)
      raise Mismatch unless @rest.start_with?(text)
      @rest = @rest[text.size..]
    end

    # Reads the directive at fmt[i] (after its "%"); returns the index after it.
    def directive(fmt, i)
      colons = fmt[i..][/\A:*/].size
      i += colons
      i += 1 if "EO".include?(fmt[i].to_s) && i + 1 < fmt.size && fmt[i + 1].match?(/[a-zA-Z]/)
      d = fmt[i]
      return i + 1 if d.nil?
      narrow = numeric_next?(fmt, i + 1)
      convert(d, narrow, colons)
      i + 1
    end

    def numeric_next?(fmt, i)
      c = fmt[i]
      return false if c.nil?
      return true if c.match?(/\d/)
      return false unless c == "%"
      c = fmt[i + 1]
      c = fmt[i + 2] if c == "E" || c == "O"
      !c.nil? && (NUMERIC_DIRECTIVES.include?(c) || c.match?(/\d/))
    end

    def convert(d, narrow, colons)
      if (composite = COMPOSITES[d]) then run(composite)
      elsif (field = FIELDS[d]) then two_digit(*field)
      else
        case d
        when "A", "a" then @hash[:wday] = name_index(DAY_NAMES)
        when "B", "b", "h" then @hash[:mon] = name_index(MONTH_NAMES) + 1
        when "C" then @hash[:_cent] = digits(narrow ? 2 : nil)
        when "G" then @hash[:cwyear] = digits(narrow ? 4 : nil)
        when "Y" then @hash[:year] = signed(narrow ? 4 : nil)
        when "g" then short_year(:cwyear)
        when "y" then short_year(:year)
        when "j" then @hash[:yday] = ranged(digits(3), 1, 366)
        when "L", "N" then fraction(narrow ? (d == "L" ? 3 : 9) : nil)
        when "Q" then @hash[:seconds] = Rational(negatable, 1000)
        when "s" then @hash[:seconds] = negatable
        when "u" then @hash[:cwday] = ranged(digits(1), 1, 7)
        when "w" then @hash[:wday] = ranged(digits(1), 0, 6)
        when "P", "p" then meridian
        when "Z", "z" then zone
        when "%" then literal("%")
        else literal("%#{':' * colons}#{d}")
        end
      end
    end

    def two_digit(key, low, high, skip_blank)
      @rest = @rest[1..] if skip_blank && @rest.start_with?(" ")
      @hash[key] = ranged(digits(2), low, high)
    end

    def ranged(n, low, high)
      raise Mismatch unless n.between?(low, high)
      n
    end

    # Up to +width+ digits (any number when nil), at least one.
    def digits(width)
      m = (width ? /\A\d{1,#{width}}/ : /\A\d+/).match(@rest) or raise Mismatch
      @rest = m.post_match
      m[0].to_i
    end

    def signed(width)
      sign = @rest[0] == "-" ? -1 : 1
      @rest = @rest[1..] if @rest.start_with?("-", "+")
      sign * digits(width)
    end

    # Digits with an optional minus sign (no plus), for epoch counts.
    def negatable
      return digits(nil) unless @rest.start_with?("-")
      @rest = @rest[1..]
      -digits(nil)
    end

    def short_year(key)
      n = ranged(digits(2), 0, 99)
      @hash[key] = n
      @hash[:_cent] ||= n >= 69 ? 19 : 20
    end

    def fraction(width)
      negative = @rest.start_with?("-")
      @rest = @rest[1..] if @rest.start_with?("-", "+")
      m = (width ? /\A\d{1,#{width}}/ : /\A\d+/).match(@rest) or raise Mismatch
      @rest = m.post_match
      value = Rational(m[0].to_i, 10**m[0].size)
      @hash[:sec_fraction] = negative ? -value : value
    end

    def name_index(names)
      low = @rest.downcase
      names.each_with_index do |name, i|
        [name, name[0, 3]].each do |candidate|
          if low.start_with?(candidate)
            @rest = @rest[candidate.size..]
            return i
          end
        end
      end
      raise Mismatch
    end

    def meridian
      m = /\A([ap])(?:m|\.m\.)/i.match(@rest) or raise Mismatch
      @rest = m.post_match
      @hash[:_merid] = m[1].downcase == "p" ? 12 : 0
    end

    def zone
      m = ZONE_PAT.match(@rest) or raise Mismatch
      @rest = m.post_match
      @hash[:zone] = m[0]
      @hash[:offset] = Zones.to_diff(m[0])
    end

    def finish
      if (cent = @hash.delete(:_cent))
        @hash[:cwyear] = cent * 100 + @hash[:cwyear] if @hash[:cwyear]
        @hash[:year] = cent * 100 + @hash[:year] if @hash[:year]
      end
      if (merid = @hash.delete(:_merid))
        @hash[:hour] = @hash[:hour] % 12 + merid if @hash[:hour]
      end
      @hash[:leftover] = @rest unless @rest.empty?
      @hash
    end
  end

  def self._strptime(str, fmt = "%F")
    FormatReader.new(str.to_str).read(fmt.to_str)
  end
end
