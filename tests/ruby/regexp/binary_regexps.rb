# Binary regexps: /n with non-ASCII byte escapes and regexps made from binary
# strings match bytes; their encoding, options and inspect.
def try
  p yield
rescue => e
  puts "#{e.class}: #{e.message}"
end

try { /\xC3/n }
try { /\xC3/n =~ "\xC3\xA9".b }
try { /\xC3/n.match("x\xC3\xA9".b)[0] }
try { Regexp.new("\xC3".b) }
try { Regexp.new("\xC3".b).match("ab\xC3".b).begin(0) }
try { /\xff\x00/n.match?("a\xff\x00".b) }
try { /[\x80-\xff]+/n.match("ab\xC3\xA9z".b)[0] }
try { /./n.match("\xC3\xA9".b)[0] }
try { "\xC3\xA9".b.scan(/./) }
try { "\xC3\xA9".b.scan(/\xA9/n) }
try { "a\xC3\xA9b".b.gsub(/\xC3\xA9/n, "e") }
try { "a\xC3\xA9b".b.split(/\xC3/n) }
try { "a\xff".b.index(/\xff/n) }
try { /a/n.match("xa")[0] }
try { /\xC3/n.match?("a") }
try { [/\xC3/n.source, /\xC3/n.to_s, /a/n.inspect, /a/n.to_s] }
try { [/a/n.options, /\xff/n.options, Regexp.new("\xff".b).options, Regexp.new("a".b).options] }
try { [/a/n.fixed_encoding?, /\xff/n.fixed_encoding?] }
try { Regexp.new("\xC3".b).source.encoding }
try { Regexp.new("\xff") }
