# frozen_string_literal: true
# date_core/formats.rb: the strict-format hash parsers Date._iso8601,
# _rfc3339, _xmlschema, _rfc2822 (_rfc822), _httpdate and _jisx0301. Each
# returns the fields it found, or an empty hash when the string is not in
# its format.

class Date
  module Formats
    MONTHS = FreeParser::MONTHS
    DAYS = FreeParser::DAYS
    ZONE = "z|[-+]\\d{2}(?::?\\d{2})?"

    ISO_EXT_DATETIME = /\A\s*
      (?:([-+]?\d{2,}|-)-(\d{2})?(?:-(\d{2}))?
      | ([-+]?\d{2,})?-(\d{3})
      | (\d{4}|\d{2})?-w(\d{2})-(\d)
      | -w-(\d))
      (?:t(\d{2}):(\d{2})(?::(\d{2})(?:[,.](\d+))?)?(#{ZONE})?)?
      \s*\z/xio
    ISO_BAS_DATETIME = /\A\s*
      (?:([-+]?(?:\d{4}|\d{2})|--)(\d{2}|-)(\d{2})
      | ([-+]?(?:\d{4}|\d{2}))(\d{3})
      | -(\d{3})
      | (\d{4}|\d{2})w(\d{2})(\d)
      | -w(\d{2})(\d)
      | -w-(\d))
      (?:t?(\d{2})(\d{2})(?:(\d{2})(?:[,.](\d+))?)?(z|[-+]\d{2}(?:\d{2})?)?)?
      \s*\z/xi
    ISO_EXT_TIME = /\A\s*(\d{2}):(\d{2})(?::(\d{2})(?:[,.](\d+))?(#{ZONE})?)?\s*\z/io
    ISO_BAS_TIME = /\A\s*(\d{2})(\d{2})(?:(\d{2})(?:[,.](\d+))?(z|[-+]\d{2}(?:\d{2})?)?)?\s*\z/i
    RFC3339 = /\A\s*(-?\d{4})-(\d{2})-(\d{2})(?:t|\s)(\d{2}):(\d{2}):(\d{2})(?:[,.](\d+))?(z|[-+]\d{2}:\d{2})\s*\z/i
    XML_DATETIME = /\A\s*(-?\d{4,})(?:-(\d{2})(?:-(\d{2}))?)?
      (?:t(\d{2}):(\d{2}):(\d{2})(?:\.(\d+))?)?(z|[-+]\d{2}:\d{2})?\s*\z/xi
    XML_TIME = /\A\s*(\d{2}):(\d{2}):(\d{2})(?:\.(\d+))?(z|[-+]\d{2}:\d{2})?\s*\z/i
    XML_TRUNC = /\A\s*(?:--(\d{2})(?:-(\d{2}))?|---(\d{2}))(z|[-+]\d{2}:\d{2})?\s*\z/i
    RFC2822 = /\A\s*(?:(#{DAYS})\s*,\s*)?(\d{1,2})\s+(#{MONTHS})\s+(-?\d{2,})\s+
      (\d{2}):(\d{2})(?::(\d{2}))?\s*
      ([-+]\d{4}|ut|gmt|e[sd]t|c[sd]t|m[sd]t|p[sd]t|[a-ik-z])\s*\z/xio
    HTTP1 = /\A\s*(#{DAYS})\s*,\s+(\d{2})\s+(#{MONTHS})\s+(-?\d{4})\s+(\d{2}):(\d{2}):(\d{2})\s+(gmt)\s*\z/io
    HTTP2 = /\A\s*(sunday|monday|tuesday|wednesday|thursday|friday|saturday)\s*,\s+
      (\d{2})\s*-\s*(#{MONTHS})\s*-\s*(\d{2})\s+(\d{2}):(\d{2}):(\d{2})\s+(gmt)\s*\z/xio
    HTTP3 = /\A\s*(#{DAYS})\s+(#{MONTHS})\s+(\d{1,2})\s+(\d{2}):(\d{2}):(\d{2})\s+(\d{4})\s*\z/io
    JISX0301 = /\A\s*([mtshr])?(\d{2})\.(\d{2})\.(\d{2})
      (?:t(?:(\d{2}):(\d{2})(?::(\d{2})(?:[,.](\d*))?)?(#{ZONE})?)?)?\s*\z/xio

    module_function

    def iso8601(str)
      if (m = ISO_EXT_DATETIME.match(str)) then iso_ext_datetime(m)
      elsif (m = ISO_BAS_DATETIME.match(str)) then iso_bas_datetime(m)
      elsif (m = ISO_EXT_TIME.match(str) || ISO_BAS_TIME.match(str))
        clock({}, m[1], m[2], m[3], m[4], m[5])
      else {}
      end
    end

    def iso_ext_datetime(m)
      h = {}
      if m[1]
        h[:mday] = m[3].to_i if m[3]
        h[:year] = short_year(m[1], 69) unless m[1] == "-"
        return h if m[2].nil? && m[1] != "-"
        h[:mon] = m[2].to_i if m[2]
      elsif m[5]
        h[:yday] = m[5].to_i
        h[:year] = short_year(m[4], 69) if m[4]
      elsif m[8]
        h[:cweek] = m[7].to_i
        h[:cwday] = m[8].to_i
        h[:cwyear] = short_year(m[6], 69) if m[6]
      elsif m[9]
        h[:cwday] = m[9].to_i
      end
      m[10] ? clock(h, m[10], m[11], m[12], m[13], m[14]) : h
    end

    def iso_bas_datetime(m)
      h = {}
      if m[3]
        h[:mday] = m[3].to_i
        h[:year] = short_year(m[1], 69) unless m[1] == "--"
        if m[2] == "-"
          return h unless m[1] == "--"
        else
          h[:mon] = m[2].to_i
        end
      elsif m[5]
        h[:yday] = m[5].to_i
        h[:year] = short_year(m[4], 69)
      elsif m[6]
        h[:yday] = m[6].to_i
      elsif m[9]
        h[:cweek] = m[8].to_i
        h[:cwday] = m[9].to_i
        h[:cwyear] = short_year(m[7], 69)
      elsif m[11]
        h[:cweek] = m[10].to_i
        h[:cwday] = m[11].to_i
      elsif m[12]
        h[:cwday] = m[12].to_i
      end
      m[13] ? clock(h, m[13], m[14], m[15], m[16], m[17]) : h
    end

    # A year of fewer than four characters is completed within the century
    # that starts at +pivot+ (69: 1969..2068, 50: 1950..2049).
    def short_year(text, pivot)
      y = text.to_i
      return y if text.size >= 4
      y >= pivot ? y + 1900 : y + 2000
    end

    def clock(h, hour, min, sec, fraction, zone)
      h[:hour] = hour.to_i
      h[:min] = min.to_i
      h[:sec] = sec.to_i if sec
      h[:sec_fraction] = Rational(fraction.to_i, 10**fraction.size) if fraction && !fraction.empty?
      zone(h, zone)
    end

    def zone(h, zone)
      if zone
        h[:zone] = zone
        h[:offset] = Zones.to_diff(zone)
      end
      h
    end

    def rfc3339(str)
      m = RFC3339.match(str) or return {}
      h = { year: m[1].to_i, mon: m[2].to_i, mday: m[3].to_i, hour: m[4].to_i, min: m[5].to_i, sec: m[6].to_i,
            zone: m[8], offset: Zones.to_diff(m[8]) }
      h[:sec_fraction] = Rational(m[7].to_i, 10**m[7].size) if m[7]
      h
    end

    def xmlschema(str)
      if (m = XML_DATETIME.match(str))
        h = { year: m[1].to_i }
        h[:mon] = m[2].to_i if m[2]
        h[:mday] = m[3].to_i if m[3]
        h = clock(h, m[4], m[5], m[6], m[7], nil) if m[4]
        zone(h, m[8])
      elsif (m = XML_TIME.match(str))
        clock({}, m[1], m[2], m[3], m[4], m[5])
      elsif (m = XML_TRUNC.match(str))
        h = {}
        h[:mon] = m[1].to_i if m[1]
        h[:mday] = (m[2] || m[3]).to_i if m[2] || m[3]
        zone(h, m[4])
      else {}
      end
    end

    def rfc2822(str)
      m = RFC2822.match(str) or return {}
      h = {}
      h[:wday] = FreeParser.day_number(m[1]) if m[1]
      h[:mday] = m[2].to_i
      h[:mon] = FreeParser.month_number(m[3])
      h[:year] = m[4].size < 4 ? short_year(m[4], 50) : m[4].to_i
      h[:hour] = m[5].to_i
      h[:min] = m[6].to_i
      h[:sec] = m[7].to_i if m[7]
      zone(h, m[8])
    end

    def httpdate(str)
      if (m = HTTP1.match(str) || HTTP2.match(str))
        year = m[4].to_i
        year = short_year(m[4], 69) if m.regexp == HTTP2 && year.between?(0, 99)
        { wday: FreeParser.day_number(m[1]), mday: m[2].to_i, mon: FreeParser.month_number(m[3]), year: year,
          hour: m[5].to_i, min: m[6].to_i, sec: m[7].to_i, zone: m[8], offset: 0 }
      elsif (m = HTTP3.match(str))
        { wday: FreeParser.day_number(m[1]), mon: FreeParser.month_number(m[2]), mday: m[3].to_i,
          hour: m[4].to_i, min: m[5].to_i, sec: m[6].to_i, year: m[7].to_i }
      else {}
      end
    end

    def jisx0301(str)
      m = JISX0301.match(str) or return iso8601(str)
      era = FreeParser::ERAS[(m[1] || "h").downcase]
      h = { year: m[2].to_i + era, mon: m[3].to_i, mday: m[4].to_i }
      if m[5]
        h[:hour] = m[5].to_i
        h[:min] = m[6].to_i if m[6]
        h[:sec] = m[7].to_i if m[7]
      end
      h[:sec_fraction] = Rational(m[8].to_i, 10**m[8].size) if m[8] && !m[8].empty?
      zone(h, m[9])
    end
  end

  def self._iso8601(str, limit: 128) = str.nil? ? {} : Formats.iso8601(check_input(str, limit))
  def self._rfc3339(str, limit: 128) = str.nil? ? {} : Formats.rfc3339(check_input(str, limit))
  def self._xmlschema(str, limit: 128) = str.nil? ? {} : Formats.xmlschema(check_input(str, limit))
  def self._rfc2822(str, limit: 128) = str.nil? ? {} : Formats.rfc2822(check_input(str, limit))
  def self._httpdate(str, limit: 128) = str.nil? ? {} : Formats.httpdate(check_input(str, limit))
  def self._jisx0301(str, limit: 128) = str.nil? ? {} : Formats.jisx0301(check_input(str, limit))

  class << self
    alias_method :_rfc822, :_rfc2822
  end
end
