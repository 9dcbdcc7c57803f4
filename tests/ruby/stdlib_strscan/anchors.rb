# StringScanner anchors: \A, ^, \b, \B, \G, $ and lookbehind read relative to the scan position, or to the whole string with fixed_anchor: true
require "strscan"

def run(fixed, str, pos, *calls)
  s = StringScanner.new(str, fixed_anchor: fixed)
  results = calls.map do |meth, pattern|
    s.pos = pos
    r = s.public_send(meth, pattern)
    [meth, pattern, r, s.pos, s.matched, s.pre_match]
  end
  results.each { |r| p r }
rescue => e
  p e.class, e.message
end

[false, true].each do |fixed|
  puts "fixed_anchor: #{fixed}"
  run(fixed, "ab\ncd", 1,
      [:scan, /\Ab/], [:scan, /^b/], [:scan, /b$/], [:scan_until, /\Ab/],
      [:scan_until, /^c/], [:scan_until, /\Ac/], [:check, /\Gb/], [:check_until, /\Gc/])
  run(fixed, "ab\ncd", 3, [:scan, /\Ac/], [:scan, /^c/], [:scan_until, /^d/], [:exist?, /\A/])
  run(fixed, "abc def", 1,
      [:scan, /\bbc/], [:scan, /\Bbc/], [:scan_until, /\bd/], [:scan_until, /c\b/],
      [:scan, /(?<=a)b/], [:scan, /(?<!a)b/], [:scan_until, /(?<=\s)d/])
  run(fixed, "abc", 3, [:scan, /\b/], [:scan, /\B/], [:scan, /\A\z/], [:scan, /^$/])
  run(fixed, "x[^y]z", 1, [:scan, /[\^\[]\^/], [:scan, /\[[^\]]+\]/], [:scan, /\[\^y\]z/])
  run(fixed, "a^b", 1, [:scan, /\^b/], [:scan, /[\^]b/], [:scan_until, /\p{^Alpha}/])
  run(fixed, "aa", 1, [:scan, /a # comment ^/x], [:scan, /(?#^)a/], [:scan, /(?x) ^ a/])
end

s = StringScanner.new("one\ntwo three")
p s.bol?
s.scan(/one/)
p s.bol?
s.scan(/\n/)
p s.bol?, s.scan(/^two/), s.scan(/ ^three/)
p s.beginning_of_line?
