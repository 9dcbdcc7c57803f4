# \u escapes in regexps: astral code points (up to U+10FFFF), in character
# classes, several code points in one \u{}, and ASCII ones kept literal.
def try
  p yield
rescue => e
  puts "#{e.class}: #{e.message}"
end

try { /\u{10000}/.match?("a\u{10000}b") }
try { /\u{10000}/ =~ "ab\u{10000}" }
try { Regexp.new("[\\u{10000}-\\u{EFFFF}]").match?("\u{20000}") }
try { Regexp.new("[\\u{10000}-\\u{EFFFF}]").match?("z") }
try { "x\u{1F600}y".scan(/[\u{1F600}-\u{1F64F}]/) }
try { /\u{10FFFF}/.match?("\u{10FFFF}") }
try { /\u{41 42}/.match("xABy")[0] }
try { /\u{2e}/.match?("a") }
try { /\u{2e}/.match?(".") }
try { /\u00e9t\u00E9/.match?("été") }
try { /[\u{e9}-\u{ff}]+/.match("aöü")[0] }
try { /\u{10000}/.source }
try { /\u{10000}/.inspect }
try { /a\u{10000}/i.match?("A\u{10000}") }
try { /\u{10000}/.encoding }
try { /\u{41}/.encoding }
# The name-start class of REXML's namespace handling.
name_start = "A-Z_a-z\\u00C0-\\u00D6\\u00D8-\\u00F6\\u00F8-\\u02FF\\u0370-\\u037D\\u037F-\\u1FFF" \
             "\\u200C-\\u200D\\u2070-\\u218F\\u2C00-\\u2FEF\\u3001-\\uD7FF\\uF900-\\uFDCF" \
             "\\uFDF0-\\uFFFD\\u{10000}-\\u{EFFFF}"
name = Regexp.new("[#{name_start}][#{name_start}\\-.0-9\\u00B7\\u0300-\\u036F\\u203F-\\u2040]*")
try { name.match("  xmlns:d\u{10400}c")[0] }
try { Regexp.new("\\u{110000}") }
try { Regexp.new("\\u{zz}") }
