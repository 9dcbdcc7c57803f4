# merge (with conflict block), update/merge!, multiple hashes, mutation vs copy
a = { x: 1, y: 2 }
b = { y: 20, z: 30 }
p a.merge(b), a, b.merge(a)
p a.merge(b) { |key, old, new| old + new }
p a.merge, a.merge({ w: 0 }, { x: 100 })
c = a.dup
c.update(b) { |_, o, n| [o, n].max }
p c, a
c.merge!(q: 1)
p c.size
counts = {}
%w[a b a c a].each { |w| counts.merge!(w => 1) { |_, o, n| o + n } }
p counts
p({ a: 1 }.merge({ "a" => 2 }))
