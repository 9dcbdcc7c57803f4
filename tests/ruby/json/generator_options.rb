# JSON generation: State options (indent, space, object_nl, array_nl,
# ascii_only, script_safe, strict, allow_nan, max_nesting), to_json of core and
# custom classes, Hash subclasses, Fragment, dump and load, and
# GeneratorError/NestingError messages. Expected output from CRuby 4.0.
require "json"
deep = [[[[]]]]
p (JSON.generate(deep, max_nesting: 2) rescue $!), JSON.generate(deep, max_nesting: false).size
p (JSON.parse("[[[]]]", max_nesting: 2) rescue $!)
class MyHash < Hash; end
h = MyHash.new; h["a"] = 1
p JSON.generate(h), h.to_json, JSON.generate([MyHash[1, 2]])
class Pt; def initialize(x) = @x = x; def to_json(*a) = {"x" => @x}.to_json(*a); end
p JSON.generate([Pt.new(1)]), JSON.pretty_generate("a" => Pt.new([1, 2]))
p (JSON.generate(Object.new, strict: true) rescue [$!.class, $!.message.sub(/0x\h+/, "XX")]), (JSON.generate({1 => 2}, strict: true) rescue $!)
p JSON.generate({1 => 2, nil => 3, :s => 4}), JSON.generate("a/b\u2028", script_safe: true), JSON.generate("😀é", ascii_only: true)
p JSON.generate([1.0, 1e20, 1.5e-10, 123456789012345.6, -0.0, 100.0, 1e15, 1e16]), JSON.generate("\u0001\u001f\"\\")
p (JSON.generate([Float::INFINITY]) rescue $!), (JSON.generate(-Float::INFINITY) rescue $!), JSON.generate(Float::NAN, allow_nan: true)
p JSON.generate({"a" => 1, :a => 2}) rescue p $!
s = JSON::State.new(indent: "  ", space: " ", object_nl: "\n")
p s.indent, s.to_h.keys.sort, s.generate({"a" => [1]}), JSON.generate("x", nil), JSON::State.from_state(nil).class
p JSON.dump("x" => 1), JSON.dump([Float::NAN]), JSON.load("null"), JSON.load(""), JSON.load(nil), JSON.load("[1]", ->(x) { p [:cb, x] })
p JSON::Fragment.new("[1,2]").to_json, JSON.generate([JSON::Fragment.new("{}")])
p JSON.generate("\xff".b) rescue p [$!.class, $!.message]
p JSON.generate("é".encode("ISO-8859-1")), JSON.generate("abc".encode("UTF-16LE")) rescue p $!
p 1.to_json, 1.5.to_json, "é".to_json, nil.to_json, :sym.to_json, [1, [2]].to_json(indent: " "), {a: {b: 1}}.to_json(JSON::State.new(space: " "))
