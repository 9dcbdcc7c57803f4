# Parsing log lines with named-capture regexps, scan, match? filters and tallies
log = <<~LOG
  2024-03-01 12:00:01 INFO  user=ann action=login ms=12
  2024-03-01 12:00:05 WARN  user=bob action=upload ms=340
  2024-03-01 12:01:10 ERROR user=ann action=upload ms=1200
  2024-03-01 12:02:00 INFO  user=cid action=logout ms=3
LOG
LINE = /\A(?<date>\S+) (?<time>\S+) (?<level>\w+)\s+(?<rest>.*)\z/
entries = log.lines(chomp: true).map do |l|
  m = LINE.match(l)
  m.named_captures.merge("kv" => m[:rest].scan(/(\w+)=(\S+)/).to_h)
end
p entries.map { |e| e["level"] }.tally, entries.select { |e| e["level"] =~ /WARN|ERROR/ }.map { |e| e["kv"]["user"] }
p entries.sum { |e| e["kv"]["ms"].to_i }, entries.max_by { |e| e["kv"]["ms"].to_i }["time"]
p log.scan(/user=(\w+)/).flatten.uniq, log.lines.grep(/upload/).size, log.match?(/FATAL/)
p log[/ERROR.*ms=(\d+)/, 1], log =~ /WARN/, $~ && $~.pre_match.lines.size
