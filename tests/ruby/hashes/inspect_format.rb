# Ruby 4.0 Hash#inspect: {"a" => 1, b: 2}, quoted symbol keys, operator-symbol keys, nesting
p({ "a" => 1, b: 2 })
p({ 1 => "x", nil => nil, [1, 2] => { c: :d } })
p({ "my key": 1, "b-c": 2, a?: 3, b!: 4, "c=": 5 })
p({ :+ => 1, :[] => 2, :== => 3, :<=> => 4 })
p({ :@iv => 1, :$g => 2, :A => 3, :_x => 4 })
puts({ a: 1 }.to_s)
puts "#{{ k: "v" }}"
p({ 1.5 => 2.5, true => false })
p Hash.new(0), {}
h = { "x" => { "y" => [1, { z: nil }] } }
p h
puts h.inspect.length
