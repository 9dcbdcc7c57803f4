# JSON.pretty_generate layout: nested objects and arrays, empty containers, and round-trips
require "json"
data = { "name" => "garnet", "version" => [4, 0], "tags" => [], "meta" => {}, "deps" => [{ "n" => "a", "v" => 1.5 }, nil] }
puts JSON.pretty_generate(data)
puts JSON.pretty_generate([1, [2, 3], { "k" => true }])
puts JSON.pretty_generate({})
puts JSON.pretty_generate("s")
back = JSON.parse(JSON.pretty_generate(data))
p back == data, back["deps"][0]["v"]
sym = { a: { b: [:c] } }
p JSON.parse(sym.to_json), JSON.parse(sym.to_json, symbolize_names: true)
