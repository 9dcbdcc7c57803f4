# frozen_string_literal: true
# date_core/zones.rb: time zone names and numeric zone strings to UTC offsets
# in seconds (Date's zone_to_diff), used by the parsers and by strptime's %z.

class Date
  module Zones
    # Offsets in seconds of the zone names Date's parsers understand (lower case).
    OFFSETS = {
    "a" => 3600, "acdt" => 37800, "acst" => 34200, "act" => -18000, "acwst" => 31500,
    "adt" => -10800, "aedt" => 39600, "aest" => 36000, "afghanistan" => 16200, "aft" => 16200,
    "ahst" => -36000, "akdt" => -28800, "akst" => -32400, "alaskan" => -32400, "almt" => 21600,
    "anast" => 43200, "anat" => 43200, "aoe" => -43200, "aqtt" => 18000, "arab" => 10800,
    "arabian" => 14400, "arabic" => 10800, "art" => -10800, "ast" => -14400, "at" => -7200,
    "atlantic" => -14400, "aus central" => 34200, "aus eastern" => 36000, "awdt" => 32400,
    "awst" => 28800, "azores" => -3600, "azost" => 0, "azot" => -3600, "azst" => 18000,
    "azt" => 14400, "b" => 7200, "bnt" => 28800, "bot" => -14400, "brst" => -7200, "brt" => -10800,
    "bst" => 3600, "bt" => 10800, "btt" => 21600, "c" => 10800, "canada central" => -21600,
    "cape verde" => -3600, "cast" => 28800, "cat" => 7200, "caucasus" => 14400, "cct" => 23400,
    "cdt" => -18000, "cen. australia" => 34200, "central" => -21600, "central america" => -21600,
    "central asia" => 21600, "central europe" => 3600, "central european" => 3600,
    "central pacific" => 39600, "cest" => 7200, "cet" => 3600, "chadt" => 49500, "chast" => 45900,
    "china" => 28800, "chost" => 32400, "chot" => 28800, "chst" => 36000, "chut" => 36000,
    "cidst" => -14400, "cist" => -18000, "ckt" => -36000, "clst" => -10800, "clt" => -14400,
    "cot" => -18000, "cst" => -21600, "cvt" => -3600, "cxt" => 25200, "d" => 14400,
    "dateline" => -43200, "davt" => 25200, "ddut" => 36000, "e" => 18000, "e. africa" => 10800,
    "e. australia" => 36000, "e. europe" => 7200, "e. south america" => -10800, "eadt" => 39600,
    "easst" => -18000, "east" => -21600, "eastern" => -18000, "eat" => 10800, "ect" => -18000,
    "edt" => -14400, "eest" => 10800, "eet" => 7200, "egst" => 0, "egt" => -3600, "egypt" => 7200,
    "ekaterinburg" => 18000, "est" => -18000, "f" => 21600, "fet" => 10800, "fiji" => 43200,
    "fjst" => 46800, "fjt" => 43200, "fkst" => -10800, "fkt" => -14400, "fle" => 7200,
    "fnt" => -7200, "fst" => 7200, "fwt" => 3600, "g" => 25200, "galt" => -21600, "gamt" => -32400,
    "get" => 14400, "gft" => -10800, "gilt" => 43200, "gmt" => 0, "greenland" => -10800,
    "greenwich" => 0, "gst" => 36000, "gtb" => 7200, "gyt" => -14400, "h" => 28800,
    "hadt" => -32400, "hast" => -36000, "hawaiian" => -36000, "hdt" => -32400, "hkt" => 28800,
    "hovst" => 28800, "hovt" => 25200, "hst" => -36000, "i" => 32400, "ict" => 25200,
    "idle" => 43200, "idlw" => -43200, "idt" => 10800, "india" => 19800, "iot" => 21600,
    "iran" => 12600, "irdt" => 16200, "irkst" => 32400, "irkt" => 28800, "irst" => 12600,
    "ist" => 19800, "jerusalem" => 7200, "jst" => 32400, "k" => 36000, "kgt" => 21600,
    "korea" => 32400, "kost" => 39600, "krast" => 28800, "krat" => 25200, "kst" => 32400,
    "kuyt" => 14400, "l" => 39600, "lhdt" => 39600, "lhst" => 37800, "lint" => 50400, "m" => 43200,
    "magst" => 43200, "magt" => 39600, "malay peninsula" => 28800, "mart" => -30600,
    "mawt" => 18000, "mdt" => -21600, "mest" => 7200, "mesz" => 7200, "met" => 3600, "mewt" => 3600,
    "mexico" => -21600, "mez" => 3600, "mht" => 43200, "mid-atlantic" => -7200, "mmt" => 23400,
    "mountain" => -25200, "msd" => 14400, "msk" => 10800, "mst" => -25200, "mut" => 14400,
    "mvt" => 18000, "myanmar" => 23400, "myt" => 28800, "n" => -3600, "n. central asia" => 21600,
    "nct" => 39600, "ndt" => -5400, "nepal" => 20700, "new zealand" => 43200,
    "newfoundland" => -12600, "nfdt" => 43200, "nft" => 39600, "north asia" => 25200,
    "north asia east" => 28800, "novst" => 25200, "novt" => 25200, "npt" => 20700, "nrt" => 43200,
    "nst" => -9000, "nt" => -39600, "nut" => -39600, "nzdt" => 46800, "nzst" => 43200,
    "nzt" => 43200, "o" => -7200, "omsst" => 25200, "omst" => 21600, "orat" => 18000, "p" => -10800,
    "pacific" => -28800, "pacific sa" => -14400, "pdt" => -25200, "pet" => -18000, "petst" => 43200,
    "pett" => 43200, "pgt" => 36000, "phot" => 46800, "pht" => 28800, "pkt" => 18000,
    "pmdt" => -7200, "pmst" => -10800, "pont" => 39600, "pst" => -28800, "pwt" => 32400,
    "pyst" => -10800, "q" => -14400, "qyzt" => 21600, "r" => -18000, "ret" => 14400,
    "romance" => 3600, "rott" => -10800, "russian" => 10800, "s" => -21600, "sa eastern" => -10800,
    "sa pacific" => -18000, "sa western" => -14400, "sakt" => 39600, "samoa" => -39600,
    "samt" => 14400, "sast" => 7200, "sbt" => 39600, "sct" => 14400, "se asia" => 25200,
    "sgt" => 28800, "south africa" => 7200, "sret" => 39600, "sri lanka" => 21600, "srt" => -10800,
    "sst" => -39600, "swt" => 3600, "syot" => 10800, "t" => -25200, "taht" => -36000,
    "taipei" => 28800, "tasmania" => 36000, "tft" => 18000, "tjt" => 18000, "tkt" => 46800,
    "tlt" => 32400, "tmt" => 18000, "tokyo" => 32400, "tonga" => 46800, "tost" => 50400,
    "tot" => 46800, "trt" => 10800, "tvt" => 43200, "u" => -28800, "ulast" => 32400,
    "ulat" => 28800, "us eastern" => -18000, "us mountain" => -25200, "ut" => 0, "utc" => 0,
    "uyst" => -7200, "uyt" => -10800, "uzt" => 18000, "v" => -32400, "vet" => -14400,
    "vladivostok" => 36000, "vlast" => 39600, "vlat" => 36000, "vost" => 21600, "vut" => 39600,
    "w" => -36000, "w. australia" => 28800, "w. central africa" => 3600, "w. europe" => 3600,
    "wadt" => 28800, "wakt" => 43200, "warst" => -10800, "wast" => 7200, "wat" => 3600,
    "west" => 3600, "west asia" => 18000, "west pacific" => 36000, "wet" => 0, "wft" => 43200,
    "wgst" => -7200, "wgt" => -10800, "wib" => 25200, "wit" => 32400, "wita" => 28800, "wt" => 0,
    "x" => -39600, "y" => -43200, "yakst" => 36000, "yakt" => 32400, "yakutsk" => 32400,
    "yapt" => 36000, "ydt" => -28800, "yekst" => 21600, "yekt" => 18000, "yst" => -32400, "z" => 0
    }.freeze

    NUMERIC = /\A(?:gmt|utc)?([-+])(.*)\z/i
    CLOCK = /\A(\d+):(\d+)(?::(\d+))?\z/
    DECIMAL = /\A(\d+)[.,](\d+)\z/
    DIGITS = /\A(\d+)\z/

    module_function

    # The UTC offset in seconds named by +zone+ ("EST", "+09:00", "GMT+9",
    # "Eastern Daylight Time", "-5.5"), or nil when it names none.
    def to_diff(zone)
      name = zone.downcase.gsub(/\s+/, " ").strip
      dst = false
      unless name.sub!(/ standard time\z/, "")
        dst = !name.sub!(/ (?:daylight time|dst)\z/, "").nil?
      end
      if (offset = OFFSETS[name])
        return dst ? offset + 3600 : offset
      end
      numeric_diff(name)
    end

    def numeric_diff(str)
      m = NUMERIC.match(str) or return nil
      sign = m[1] == "-" ? -1 : 1
      body = m[2]
      seconds =
        if (c = CLOCK.match(body)) then clock_seconds(c)
        elsif (d = DECIMAL.match(body)) then decimal_seconds(d)
        elsif DIGITS.match?(body) then digit_seconds(body)
        end
      seconds && sign * seconds
    end

    def clock_seconds(m)
      hour, min, sec = m[1].to_i, m[2].to_i, m[3].to_i
      return nil if hour > 23 || min > 59 || sec > 59
      hour * 3600 + min * 60 + sec
    end

    def decimal_seconds(m)
      hour = m[1].to_i
      return nil if hour > 23
      secs = Rational(m[2].to_i * 3600, 10**m[2].size) + hour * 3600
      secs.denominator == 1 ? secs.to_i : secs
    end

    # "9", "09", "900", "0900", "093015": an odd count of digits gives a
    # one-digit hour; minutes and seconds follow in pairs.
    def digit_seconds(digits)
      hour_len = digits.size.odd? ? 1 : 2
      hour = digits[0, hour_len].to_i
      min = digits[hour_len, 2].to_i
      sec = digits[hour_len + 2, 2].to_i
      hour * 3600 + min * 60 + sec
    end
  end
end
