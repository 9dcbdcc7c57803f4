# The json API: JSON::VERSION and the error classes, parse options, generate,
# pretty_generate, dump/load, JSON(), State. Expected output from CRuby 4.0.
require "json"
p JSON::VERSION.class, JSON::VERSION >= "2.0", defined?(JSON::ParserError), JSON::ParserError.ancestors.include?(JSON::JSONError), JSON::NestingError.superclass, JSON::GeneratorError.superclass
["{", "[1,]", "{\"a\" 1}", "nul", "[1] x", "", "\"abc", "[01]", "{\"a\":1,}", "[NaN]", "1.", "-", "[\"\\u12\"]", "{1: 2}"].each do |src|
  JSON.parse(src)
rescue JSON::ParserError => e
  p [src, e.message]
else
  p [src, :parsed]
end
p JSON.parse('{"a": 1, "b": [true, null]}', symbolize_names: true), JSON.parse("[NaN, Infinity, -Infinity]", allow_nan: true)
p (JSON.parse("[[[1]]]", max_nesting: 2) rescue $!), JSON.parse('{"a":1}', object_class: Hash), JSON.parse("[1]", array_class: Array), JSON.parse('"x"'), JSON.parse("2")
p JSON.parse('{"a": "b"}', freeze: true).frozen?, JSON.parse('{"json_class": "X", "v": 1}')
p JSON.generate({"a" => [1, 2.5, nil, true, "é\u2028"]}), JSON.generate("é", ascii_only: true), JSON.generate("</script>", script_safe: true)
puts JSON.pretty_generate({"a" => [1, {"b" => {}}], "c" => []}), JSON.generate([1, 2], indent: "\t", array_nl: "\n")
p (JSON.generate([Float::NAN]) rescue $!), JSON.generate([Float::NAN], allow_nan: true), (JSON.generate("\xff") rescue $!)
p 1.to_json, "x".to_json, nil.to_json, {a: 1}.to_json, [1, "a"].to_json, :sym.to_json, 1.5.to_json
p JSON.dump([1, 2]), JSON.load("[1, 2]"), JSON('[1]'), JSON([1]), JSON.parse('{"a":1}').class
s = JSON::State.new(indent: "  ")
p s.indent, JSON.generate({"a"=>1}, s)
p JSON.load_file rescue p $!.class
p (JSON.parse("1" * 3 + "x") rescue $!.message)
