# gsub/sub with blocks reading $~ and named groups, and string templating
tpl = "Hello {name}, you are {age}!"
vals = { "name" => "Ann", "age" => 30 }
p tpl.gsub(/\{(\w+)\}/) { vals[$1].to_s }
p tpl.gsub(/\{(?<key>\w+)\}/) { $~[:key].upcase }
p "snake_case_here".gsub(/_(\w)/) { $1.upcase }
p "CamelCaseHere".gsub(/([a-z])([A-Z])/, '\1_\2').downcase
p "1 + 2 = 3".gsub(/\d/) { |d| (d.to_i * 2).to_s }
p "aaa".gsub(/a/).with_index.map { |m, i| "#{m}#{i}" }
count = 0
r = "x.x.x".gsub(".") { count += 1; count.to_s }
p r, count
p "hello world".gsub(/o/, "o" => "0"), "hello".gsub(/[el]/, "e" => 3, "l" => "L")
p "%2B%20x".gsub(/%([0-9A-F]{2})/) { $1.hex.chr }
p "The rain in Spain".gsub(/ain\b/) { |m| m.upcase }
p "abc".sub(/(?<x>b)/) { "[#{$~[:x]}]" }
