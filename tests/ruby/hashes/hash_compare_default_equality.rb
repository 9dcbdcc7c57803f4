# Hash equality ignores order and defaults, compares values with ==, and hash/eql? for use as keys
a = { x: 1, y: [2, 3] }
b = { y: [2, 3], x: 1 }
c = Hash.new(0).merge(x: 1, y: [2, 3])
p a == b, a.eql?(b), a.hash == b.hash, a == c, { 1 => :a } == { 1.0 => :a }, { a: 1 } <= { a: 1, b: 2 }
p({ a: 1 } < { a: 1 }, { a: 1, b: 2 } >= { b: 2 }, { a: 1 } > {}, {} == {}, { a: nil } == {})
seen = { a => :first }
p seen[b], seen.key?({ x: 1, y: [2, 3] }), [a, b].uniq.size
