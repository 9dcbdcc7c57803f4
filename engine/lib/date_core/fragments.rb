# frozen_string_literal: true
# date_core/fragments.rb: turning the hash of fields a parser returned into
# a Julian day and a time of day: fills the fields the string left out (from
# today's date where needed), then validates them.

class Date
  module Fragments
    # Which fields make up each kind of date; the kind with the most fields
    # present in the hash decides how the rest are completed.
    KINDS = [
      [:time, %i[hour min sec]],
      [nil, %i[jd]],
      [:ordinal, %i[year yday hour min sec]],
      [:civil, %i[year mon mday hour min sec]],
      [:commercial, %i[cwyear cweek cwday hour min sec]],
      [:wday, %i[wday hour min sec]],
      [:wnum0, %i[year wnum0 wday hour min sec]],
      [:wnum1, %i[year wnum1 wday hour min sec]],
      [nil, %i[cwyear cweek wday hour min sec]],
      [nil, %i[year wnum0 cwday hour min sec]],
      [nil, %i[year wnum1 cwday hour min sec]]
    ].freeze
    # Defaults for the trailing fields of a kind once its leading ones are known.
    DEFAULTS = {
      civil: { mon: 1, mday: 1 }, ordinal: { yday: 1 }, commercial: { cweek: 1, cwday: 1 },
      wnum0: { wday: 0 }, wnum1: { wday: 1 }
    }.freeze

    module_function

    # [jd, seconds into the day, fraction of a second, offset] for the
    # fields of +hash+; raises Date::Error when they name no valid date.
    def resolve(hash, sg, with_time)
      raise Error, "invalid date" if hash.nil?
      hash = rewrite_seconds(hash.dup)
      jd = if !hash.key?(:jd) && !hash.key?(:yday) && hash[:year] && hash[:mon] && hash[:mday]
             Calendar.valid_civil(hash[:year], hash[:mon], hash[:mday], sg)
           else
             complete(hash, with_time)
             valid_jd(hash, sg)
           end
      raise Error, "invalid date" unless jd
      return [jd, 0, 0, 0] unless with_time
      time_of_day(jd, hash)
    end

    # "%s" and "%Q" give seconds since the epoch: spread them over the fields.
    def rewrite_seconds(hash)
      seconds = hash.delete(:seconds) or return hash
      days, rest = (seconds + (hash[:offset] || 0)).divmod(86400)
      hour, rest = rest.divmod(3600)
      min, rest = rest.divmod(60)
      sec = rest.floor
      hash.merge!(jd: UNIX_EPOCH_JD + days, hour: hour, min: min, sec: sec)
      hash[:sec_fraction] = rest - sec unless (rest - sec).zero?
      hash
    end

    def complete(hash, with_time)
      best = nil
      best_count = 0
      KINDS.each do |kind, keys|
        count = keys.count { |key| hash.key?(key) }
        best, best_count = [kind, keys], count if count > best_count
      end
      fill(hash, *best, with_time) if best
      hash[:hour] ||= 0
      hash[:min] ||= 0
      hash[:sec] = hash[:sec] ? [hash[:sec], 59].min : 0
    end

    def fill(hash, kind, keys, with_time)
      case kind
      when :time
        hash[:jd] ||= Date.today.jd if with_time
      when :wday
        today = Date.today
        hash[:jd] = today.jd - today.wday + hash[:wday]
      when nil
        nil
      else
        today = nil
        keys.each do |key|
          break if hash.key?(key)
          today ||= Date.today
          hash[key] = today.__send__(:fragment_value, key)
        end
        DEFAULTS[kind].each { |key, value| hash[key] ||= value }
      end
    end

    def valid_jd(hash, sg)
      if hash[:jd] then hash[:jd]
      elsif hash[:yday] && hash[:year]
        Calendar.valid_ordinal(hash[:year], hash[:yday], sg)
      elsif hash[:mday] && hash[:mon] && hash[:year]
        Calendar.valid_civil(hash[:year], hash[:mon], hash[:mday], sg)
      else
        week_jd(hash, sg)
      end
    end

    def week_jd(hash, sg)
      wday = hash[:wday] || (hash[:cwday] && hash[:cwday] % 7)
      if hash[:cwyear] && hash[:cweek] && (cwday = hash[:cwday] || (hash[:wday] && (hash[:wday].zero? ? 7 : hash[:wday])))
        Calendar.valid_commercial(hash[:cwyear], hash[:cweek], cwday, sg)
      elsif hash[:year] && hash[:wnum0] && wday
        Calendar.valid_weeknum(hash[:year], hash[:wnum0], wday, 0, sg)
      elsif hash[:year] && hash[:wnum1] && wday
        Calendar.valid_weeknum(hash[:year], hash[:wnum1], wday, 1, sg)
      end
    end

    def time_of_day(jd, hash)
      hour, min, sec = Date.valid_time(hash[:hour] || 0, hash[:min] || 0, [hash[:sec] || 0, 59].min)
      raise Error, "invalid date" unless hour
      jd, hour = jd + 1, 0 if hour == 24
      of = Date.offset_seconds(hash[:offset] || 0)
      [jd, hour * 3600 + min * 60 + sec, hash[:sec_fraction] || 0, of]
    end
  end

  # [hour, min, sec] with negative values counted back from the end of their
  # range, or nil when out of range (24:00:00 is allowed).
  def self.valid_time(hour, min, sec)
    hour += 24 if hour.negative?
    min += 60 if min.negative?
    sec += 60 if sec.negative?
    return nil unless hour.between?(0, 24) && min.between?(0, 59) && sec.between?(0, 59)
    return nil if hour == 24 && !(min.zero? && sec.zero?)
    [hour, min, sec]
  end

  # An offset given as seconds, a fraction of a day or a zone string, in
  # whole seconds; an offset of a day or more is ignored with a warning.
  def self.offset_seconds(offset, from_day_fraction: false)
    seconds =
      case offset
      when String then Zones.to_diff(offset)
      when Numeric then from_day_fraction ? (offset * 86400).round : offset
      end
    if seconds.nil? || seconds.abs >= 86400
      warn "invalid offset is ignored" if !seconds.nil? || offset.is_a?(String)
      return 0
    end
    seconds.to_i
  end

  private

  def fragment_value(key)
    case key
    when :wnum0 then Calendar.week_number(@jd, 0, @sg)
    when :wnum1 then Calendar.week_number(@jd, 1, @sg)
    else __send__(key)
    end
  end
end
