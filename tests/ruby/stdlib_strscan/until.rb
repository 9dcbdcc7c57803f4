# StringScanner searching: scan_until, skip_until, check_until, exist?, search_full with Regexp and String patterns; pre_match and post_match
require "strscan"

s = StringScanner.new("Fri Dec 12 1975 14:39")
p s.scan_until(/1/), s.pos, s.matched, s.pre_match, s.post_match, s.matched_size
p s.check_until(/:/), s.pos, s.matched
p s.skip_until(/\d\d/), s.pos, s.matched
p s.exist?(/:/), s.pos
p s.exist?(/x/), s.matched?, s.pos
p s.search_full(/39/, false, true), s.pos
p s.search_full(/39/, true, false), s.pos, s.eos?
p s.scan_until(/$/), s.matched, s.pre_match, s.post_match
s.reset
p s.scan_until("Dec"), s.matched, s.pre_match, s.pos
p s.skip_until("19"), s.check_until("14"), s.exist?("39"), s.exist?("40"), s.pos
p s.scan_until(""), s.pos, s.matched
s.unscan
p s.pos
s.pos = 0
p s.scan_until(/(?<hour>\d+):(?<min>\d+)/), s[:hour], s["min"], s.captures

# The search starts at the position, not before
s = StringScanner.new("abcabc")
s.scan(/ab/)
p s.scan_until(/ab/), s.pre_match, s.post_match
p s.scan_until(/ab/)
