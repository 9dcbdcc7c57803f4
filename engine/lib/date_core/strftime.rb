# frozen_string_literal: true
# date_core/strftime.rb: Date#strftime and DateTime#strftime formatting
# (CRuby's directives with the -, _, 0, ^ and # flags, widths and the
# colon forms of %z).

class Date
  module Formatter
    SPEC = /%([-_0^#]*)(\d*)(:{0,3})[EO]?([a-zA-Z%+])/
    COMPOSITES = {
      "c" => "%a %b %e %H:%M:%S %Y", "D" => "%m/%d/%y", "x" => "%m/%d/%y", "F" => "%Y-%m-%d",
      "T" => "%H:%M:%S", "X" => "%H:%M:%S", "r" => "%I:%M:%S %p", "R" => "%H:%M",
      "v" => "%e-%^b-%4Y", "+" => "%a %b %e %H:%M:%S %Z %Y"
    }.freeze
    # Numeric directives: [value method, default width, default pad].
    NUMBERS = {
      "C" => [:century, 2, "0"], "y" => [:short_year, 2, "0"], "m" => [:mon, 2, "0"],
      "d" => [:mday, 2, "0"], "e" => [:mday, 2, " "], "j" => [:yday, 3, "0"],
      "H" => [:hour, 2, "0"], "k" => [:hour, 2, " "], "I" => [:hour12, 2, "0"], "l" => [:hour12, 2, " "],
      "M" => [:min, 2, "0"], "S" => [:sec, 2, "0"], "u" => [:cwday, 1, "0"], "w" => [:wday, 1, "0"],
      "U" => [:wnum0, 2, "0"], "W" => [:wnum1, 2, "0"], "g" => [:short_cwyear, 2, "0"],
      "V" => [:cweek, 2, "0"], "s" => [:epoch_seconds, 1, "0"], "Q" => [:epoch_millis, 1, "0"]
    }.freeze

    Spec = Struct.new(:flags, :width, :colons, :conv)

    module_function

    def format(date, fmt)
      fmt.gsub(SPEC) do
        spec = Spec.new($1, $2.empty? ? nil : $2.to_i, $3.size, $4)
        directive(date, spec) || $&
      end
    end

    def directive(date, spec)
      c = spec.conv
      if (composite = COMPOSITES[c])
        text(format(date, composite), spec)
      elsif (number = NUMBERS[c])
        value, width, pad = number
        numeric(date.__send__(:strftime_field, value), spec, width, pad)
      else
        other(date, spec)
      end
    end

    def other(date, spec)
      case spec.conv
      when "Y", "G"
        year = spec.conv == "Y" ? date.year : date.cwyear
        numeric(year, spec, year.negative? ? 5 : 4, "0")
      when "L", "N" then fraction(date, spec)
      when "z" then offset(date.__send__(:strftime_field, :offset_seconds), spec)
      when "Z" then text(date.__send__(:zone), spec)
      when "A" then text(DAYNAMES[date.wday], spec, upcase_on_hash: true)
      when "a" then text(ABBR_DAYNAMES[date.wday], spec, upcase_on_hash: true)
      when "B" then text(MONTHNAMES[date.mon], spec, upcase_on_hash: true)
      when "b", "h" then text(ABBR_MONTHNAMES[date.mon], spec, upcase_on_hash: true)
      when "p" then meridian(date, spec, "AM", "PM")
      when "P" then meridian(date, spec, "am", "pm")
      when "n" then text("\n", spec)
      when "t" then text("\t", spec)
      when "%" then text("%", spec)
      end
    end

    def numeric(value, spec, width, pad)
      pad = " " if spec.flags.include?("_")
      pad = "0" if spec.flags.include?("0")
      width = spec.width if spec.width
      return value.to_s if spec.flags.include?("-")
      digits = value.abs.to_s
      sign = value.negative? ? "-" : ""
      if pad == "0"
        sign + digits.rjust(width - sign.size, "0")
      else
        (sign + digits).rjust(width, " ")
      end
    end

    def text(str, spec, upcase_on_hash: false)
      str = str.upcase if spec.flags.include?("^") || (upcase_on_hash && spec.flags.include?("#"))
      return str if spec.width.nil? || spec.flags.include?("-")
      str.rjust(spec.width, spec.flags.include?("0") ? "0" : " ")
    end

    def meridian(date, spec, am, pm)
      str = date.__send__(:hour) < 12 ? am : pm
      str = str.downcase if spec.flags.include?("#")
      text(str, spec)
    end

    def fraction(date, spec)
      digits = spec.width || (spec.conv == "L" ? 3 : 9)
      value = (date.__send__(:sec_fraction) * 10**digits).floor
      value.to_s.rjust(digits, "0")
    end

    # "+hhmm" (%z), "+hh:mm" (%:z), "+hh:mm:ss" (%::z) or the shortest of
    # those that is exact (%:::z); width and flags apply to the hours.
    def offset(seconds, spec)
      sign = seconds.negative? ? "-" : "+"
      hh, rest = seconds.abs.divmod(3600)
      mm, ss = rest.divmod(60)
      tail =
        case spec.colons
        when 0 then Kernel.format("%02d", mm)
        when 1 then Kernel.format(":%02d", mm)
        when 2 then Kernel.format(":%02d:%02d", mm, ss)
        else offset_minimal_tail(mm, ss)
        end
      hour_width = [(spec.width || 0) - 1 - tail.size, 2].max
      hours =
        if spec.flags.include?("-") then sign + hh.to_s
        elsif spec.flags.include?("_") then (sign + hh.to_s).rjust(hour_width + 1)
        else sign + hh.to_s.rjust(hour_width, "0")
        end
      hours + tail
    end

    def offset_minimal_tail(mm, ss)
      return Kernel.format(":%02d:%02d", mm, ss) unless ss.zero?
      mm.zero? ? "" : Kernel.format(":%02d", mm)
    end
  end
end
