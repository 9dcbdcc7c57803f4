# Array#inspect/to_s/join with nested arrays, recursion, nil and strings with escapes
a = [1, "two", :three, 4.0, nil, true, [5, [6]], { k: "v" }, 1..2]
p a
puts a.to_s, a.inspect == a.to_s
p [1, [2, [3]]].join(","), [1, nil, "x"].join("-"), [].join, [[]].to_s
r = [1, 2]
r << r
p r, r.to_s
p ["a\nb", "q\"uote", "tab\t"], [:"with space", :ok?]
puts [1, 2, 3].to_s
puts [1, [2, 3]].join(" ")
print [1, 2], "\n"
puts [], [nil], [[]]
p Array(nil), Array([1]), Array(1..3), Array("a"), Array({ a: 1 })
p [1, 2].frozen?, [1, 2].freeze.inspect
