# Identity: equal? for small integers/symbols/nil, object_id stability, dup creating new identity, frozen literal sharing
a = "str"
b = a
c = a.dup
p a.equal?(b), a.equal?(c), a.object_id == b.object_id, a.object_id == c.object_id
p 1.equal?(1), :s.equal?(:s), nil.equal?(nil), nil.object_id == nil.object_id, 1.object_id == 1.object_id, 1.object_id != 2.object_id
x = Object.new
id = x.object_id
3.times { Object.new }
p x.object_id == id, x.object_id.is_a?(Integer), [x].map(&:object_id) == [id]
p :sym.object_id == :sym.object_id, 2**70 == 2**70, (2**70).equal?(2**70) || :not_same
