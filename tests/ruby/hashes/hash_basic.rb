# Hash natives: construction, access, defaults, deletion, conversion.
def err
  yield
rescue => e
  puts "#{e.class}: #{e.message}"
end
h = {a: 1, "b" => 2, 3 => [4]}
p h, h.size, h.length, h.empty?, {}.empty?, h.any?, {}.any?
p h[:a], h["b"], h[3], h[:zz], h.key?(:a), h.has_key?("b"), h.include?(3), h.member?(4)
p h.value?(2), h.has_value?(9), h.key(2), h.key(9), h.keys, h.values, h.to_a
p h.fetch(:a), h.fetch(:zz, :dflt), h.values_at(:a, :zz), h.fetch_values(:a, "b")
err { h.fetch(:zz) }
err { h.fetch("zz") }
err { h.fetch_values(:a, 5) }
s = "key"
h2 = {}
h2[s] = 1
s << "!"
p h2, h2.keys[0].frozen?, h2.store(:x, 2), h2
p h2.delete("key"), h2.delete(:nope), h2, h2.clear, h2
d = Hash.new(5)
p d[:x], d.fetch(:x, 0), d.default, d.size
d.default = 7
p d[:y], d.default_proc
e = Hash.new { |hash, k| hash[k] = k.to_s * 2 }
p e.default_proc.class, e.default, e[:ab], e, e.default(:q), e
e.default_proc = nil
p e[:zz], e.default_proc
p Hash[1, 2, 3, 4], Hash[[[1, 2], [3]]], Hash[{a: 1}], Hash.new.size
err { Hash[1, 2, 3] }
err { Hash[[1]] }
err { Hash[[[1, 2, 3]]] }
err { Hash.new(1) { } }
err { Hash.new(1, 2) }
err { h.default_proc = 5 }
err { Hash.new(&->(a) { }) }
p Hash.new(capacity: 10).size, Hash.try_convert({a: 1}), Hash.try_convert(1)
n = {a: {b: {c: 1}}, l: [10, [20]]}
p n.dig(:a, :b, :c), n.dig(:a, :x, :c), n.dig(:l, 1, 0)
err { n.dig(:a, :b, :c, :d) }
m = {a: 1, b: nil, c: 3}
p m.compact, m.slice(:a, :c, :zz), m.except(:b), m.invert, m.assoc(:b), m.rassoc(3), m.rassoc(9)
p m.compact!, m.compact!, m
p m.shift, m, m.shift, m.shift, m
p({a: 1}.merge({b: 2}, {a: 3}), {a: 1}.merge)
u = {x: 1}
p u.update(y: 2), u.merge!({x: 0}, {z: 3}), u
p u.to_h, u.to_hash.equal?(u), u.replace({q: 1}), u
fr = {a: 1}.freeze
err { fr[:b] = 1 }
err { fr.delete(:a) }
err { fr.clear }
err { fr.default = 1 }
p fr.dup.frozen?, fr.dup[:a]
