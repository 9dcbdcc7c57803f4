# Hash literal forms: symbol keys, "str": keys, => pairs, key shorthand {x:, y:}
x = 1
y = 2
p({ x:, y: })
p({ "str": 1, "two words": 2 })
p({ "a" => 1, b: 2, 3 => [4], nil => nil, [1] => :arr })
h = { a: 1, "a" => 2 }
p h.size, h[:a], h["a"]
p({})
p({ a: { b: { c: 1 } } })
def kw(**o) = o
p kw(x:, y:)
p({ 1.0 => :f, 1 => :i })
p({ a: 1 }.class)
k = :dyn
p({ k => 1, "#{k}2": 2 })
