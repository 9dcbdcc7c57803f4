# Formatting durations: seconds to h:mm:ss with divmod, human-friendly strings, and parsing back
def hms(s) = format("%d:%02d:%02d", s / 3600, s % 3600 / 60, s % 60)
def human(s)
  parts = { d: 86_400, h: 3600, m: 60, s: 1 }.filter_map do |unit, len|
    n, s = s.divmod(len)
    "#{n}#{unit}" if n.positive?
  end
  parts.empty? ? "0s" : parts.join(" ")
end
def parse(str) = str.scan(/(\d+)([dhms])/).sum { |n, u| n.to_i * { "d" => 86_400, "h" => 3600, "m" => 60, "s" => 1 }[u] }
[0, 59, 61, 3600, 3661, 86_399, 90_061].each { |s| puts "#{s.to_s.rjust(6)} #{hms(s).rjust(9)} #{human(s)}" }
p parse("1d 1h 1m 1s"), parse(human(12_345)) == 12_345, 3725.divmod(60), 3725.fdiv(3600).round(3)
