# Values dumped by YAML.dump load back equal (unsafe_load), including recursive and shared structures
require "yaml"

S = Struct.new(:a, :b)
values = [
  {"a" => [1, 2.5, nil, true], :b => {"c" => "d"}},
  ["multi\nline\n", "  spaced  ", "", "#", "1", "true", :sym, 3..4, -7, 1.0 / 3],
  "\u00e9\u00e8 \u20ac",
  "a" * 200,
  [Float::INFINITY, -Float::INFINITY],
  {1 => 2, nil => 3, 1.5 => 4, [1] => 5},
  S.new(1, "two"),
]
values.each do |v|
  back = YAML.unsafe_load(YAML.dump(v))
  puts "#{v.inspect[0, 60]}: #{back == v}"
end
p YAML.load(YAML.dump(Float::NAN)).nan?

shared = [1, 2]
pair = [shared, shared]
back = YAML.unsafe_load(YAML.dump(pair))
p back, back[0].equal?(back[1])
puts YAML.dump(pair)

rec = {"name" => "loop"}
rec["self"] = rec
back = YAML.unsafe_load(YAML.dump(rec))
p back["self"].equal?(back)
arr = [1]
arr << arr
puts YAML.dump(arr)
back = YAML.unsafe_load(YAML.dump(arr))
p back[1].equal?(back)

docs = [{"a" => 1}, [2, 3], "four"]
stream = YAML.dump_stream(*docs)
puts stream
p YAML.load_stream(stream)
YAML.load_stream(stream) { |d| p d }
p YAML.load_stream("--- 1\n--- 2\n", filename: "x.yml")
p YAML.load_stream("")
