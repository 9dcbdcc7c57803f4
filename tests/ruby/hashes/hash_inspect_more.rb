# Hash#inspect in Ruby 4.0 style: symbol keys as name:, quoted symbol keys, string/number keys with =>, nested
p({ a: 1, "b" => 2, 3 => [4], nil => nil })
p({ "my key": 1, :"a-b" => 2, :+ => 3, :c? => 4, :d! => 5, :E => 6, :_f => 7, :@g => 8 })
p({ a: { b: { c: {} } } }, {}, { 1.5 => :x, (1..2) => [], [] => {} })
h = { a: 1 }
h[:self] = h
p h
puts({ a: "x" }.to_s, { "k" => :v }.inspect)
p({ a: 1 }.to_a, { if: 1, class: 2, nil: 3, true: 4 })
