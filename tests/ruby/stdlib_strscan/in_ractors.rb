# StringScanner works inside Ractors other than the main one (each keeps its
# own compiled patterns), side by side with the main Ractor's scans.
# Expected output: Debian's CRuby 3.1 (the reference CRuby 4.0 on WASI has
# no Ractors).
Warning[:experimental] = false
require "strscan"

def words(text)
  s = StringScanner.new(text)
  found = []
  until s.eos?
    s.skip(/\s+/)
    found << s.scan(/\w+/) << s.matched_size if s.check(/\w/)
    s.scan(/[^\w\s]+/)
  end
  found
end

ractors = 2.times.map { |i| Ractor.new(i) { |n| words("ractor #{n}: one, two three!") } }
p words("main: alpha beta")
ractors.each { |r| p r.take }
