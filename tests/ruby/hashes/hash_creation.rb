# Hash[] forms, to_h, zip, Hash.new(capacity:), shorthand syntax, string/symbol keys and equality
p Hash[[[:a, 1], [:b, 2]]], Hash[:a, 1, :b, 2], [[:k, :v]].to_h, %w[x y].zip([1, 2]).to_h
x = 1
y = 2
p({ x:, y: }, { "a": 1 }, { "a b": 2 }, { "s" => 1, s: 2 }.keys)
p Hash.new(capacity: 10), {}.size, { a: 1 } == { a: 1.0 }, { a: 1 }.eql?({ a: 1.0 })
p({ a: 1, b: 2 } == { b: 2, a: 1 }, { 1 => :a }[1.0], { 1.0 => :a }[1])
begin
  Hash[[1, 2, 3]]
rescue ArgumentError => e
  p e.message
end
h = { nil => 0, [1] => 1, 1..2 => 2, "s" => 3, 1.5 => 4 }
p h, h[nil], h[[1]], h[1..2]
p h.to_a.length, Hash.try_convert([1]), Hash({ a: 1 }), Hash(nil), Hash([])
