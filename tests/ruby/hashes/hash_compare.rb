# Hash equality, hashing, inspect, compare_by_identity and the iteration primitives.
a = {1 => :a, 2 => :b}
b = {2 => :b, 1 => :a}
p a == b, a.eql?(b), a.hash == b.hash, a == {1 => :a}, a == {1 => :a, 2 => :c}, a == [], {} == {}
p({1 => 1} == {1 => 1.0}, {1 => 1}.eql?({1 => 1.0}), {1.0 => 1} == {1 => 1})
p({a: 1} <= {a: 1, b: 2}, {a: 1} < {a: 1}, {a: 1, b: 2} >= {b: 2}, {a: 1} > {a: 2})
p({"x y": 1, a?: 2, b!: 3, C: 4, :+ => 5, :"9" => 6, :a= => 7, nil => 8, "s" => :t, [1] => {}})
p({})
r = {a: 1}
r[:me] = r
p r, [r], r.to_s
p r == r
i = {}.compare_by_identity
k = "k"
i[k] = 1
i["k".dup] = 2
p i.size, i.compare_by_identity?, {}.compare_by_identity?, i[k], i["k"]
j = {"a" => 1, "b" => 2}
j.compare_by_identity
p j["a"], j.size
big = {}
(1..20).each { |x| big[x] = x * x }
p big[17], big.size
(1..19).each { |x| big.delete(x) }
p big, big.size
c = {a: 1, b: 2, c: 3}
c.delete(:b)
p c.__entry_count, c.__key_at(0), c.__key_at(1).equal?(c), c.__key_at(2), c.__key_at(3).equal?(c)
p c.__value_at(0), c.__value_at(1), c.__value_at(2), c.__value_at(5)
