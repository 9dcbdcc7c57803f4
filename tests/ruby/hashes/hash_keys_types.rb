# Keys of many types: strings are duped and frozen, arrays as keys, mutation of key objects and rehash, nil/float keys
k = +"key"
h = { k => 1 }
p h.keys.first.frozen?, k.frozen?, h.keys.first.equal?(k)
arr = [1, 2]
g = { arr => :v }
p g[[1, 2]]
arr << 3
p g[[1, 2, 3]], g[arr]
g.rehash
p g[[1, 2, 3]]
m = { nil => :nil, 1.0 => :float, 1 => :int, :s => :sym, "s" => :str, [1] => :arr, { a: 1 } => :hash, (1..2) => :rng }
p m[nil], m[1.0], m[1], m[:s], m["s"], m[[1]], m[{ a: 1 }], m[1..2], m.size
p m.keys.map(&:class).uniq
