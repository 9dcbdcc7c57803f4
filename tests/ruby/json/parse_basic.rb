# JSON.parse: objects, arrays, numbers (int/float/exponent), escapes, symbolize_names, errors
require "json"
p JSON.parse('{"a": 1, "b": [true, false, null], "c": {"d": "e"}}')
p JSON.parse('[1, -2, 3.5, 1e3, 2.5E-2, -0, 0.0]'), JSON.parse('"just a string"'), JSON.parse("42"), JSON.parse("null")
p JSON.parse('"esc: \\" \\\\ \\/ \\n \\t \\u00e9 \\u263A"'), JSON.parse('"\\ud83d\\ude00"')
p JSON.parse('{"name": "x", "list": [{"k": 1}]}', symbolize_names: true)
p JSON.parse("  [ 1 , 2 ]  "), JSON.parse('{}'), JSON.parse('[]'), JSON.parse('[[[]]]')
p JSON.parse('12345678901234567890'), JSON.parse('1.5').class, JSON.parse('10').class
["{", "[1,]", "{\"a\" 1}", "tru", "", "[1] x", "'single'"].each do |bad|
  JSON.parse(bad)
  p :parsed
rescue JSON::ParserError => e
  p [bad, e.class]
end
p JSON::ParserError.ancestors.include?(StandardError)
h = JSON.parse('{"a": 1, "a": 2}')
p h, h.size
