# object_id/hash/equal?/eql?/== relationships (only equality checks, never printed ids)
a = "str"
b = a
c = "str"
p a.object_id == b.object_id, a.object_id == c.object_id, a.equal?(b), a.equal?(c)
p 1.object_id == 1.object_id, nil.object_id == nil.object_id, :s.object_id == :s.object_id
p "x".hash == "x".hash, [1, 2].hash == [1, 2].hash, { a: 1 }.hash == { a: 1 }.hash, 1.hash == 1.0.hash
p a == c, a.eql?(c), 1 == 1.0, 1.eql?(1.0), 1.equal?(1)
o = Object.new
p o == o.dup, o.eql?(o), o.hash == o.hash, o.object_id.is_a?(Integer)
p [a, c].uniq.size, [o, o.dup].uniq.size
