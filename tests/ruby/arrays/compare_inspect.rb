# Array <=>, ==, eql?, hash; inspect/to_s of nested and recursive arrays
p [1, 2] <=> [1, 3], [1, 2] <=> [1, 2], [1, 2, 3] <=> [1, 2], [1] <=> ["a"], [] <=> []
p [1, 2] == [1, 2], [1, 2] == [1.0, 2.0], [1, 2].eql?([1.0, 2.0]), [1, [2]].hash == [1, [2]].hash
a = [1, "two", :three, 4.0, nil, true, [5, [6]], { k: "v" }]
p a
puts a.to_s
puts a.inspect.length
r = [1, 2]
r << r
p r
puts r.to_s
h = { a: 1 }
h[:self] = h
p h
puts [nil, [nil]].to_s
print [1, [2, 3]], "\n"
