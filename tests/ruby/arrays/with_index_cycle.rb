# each_with_index, map.with_index(offset), each.with_index, cycle(n), each_index
a = %w[x y z]
a.each_with_index { |v, i| print i, v, " " }
puts
p a.each_with_index.map { |v, i| "#{v}#{i}" }
p a.map.with_index(1) { |v, i| "#{i}:#{v}" }
p a.each.with_index.to_a
p a.cycle(2).to_a, a.cycle.first(4)
r = []
a.cycle(2) { r << _1 }
p r.join
a.each_index { print _1 }
puts
p a.each_with_index.select { |v, i| i.odd? }.map(&:first)
p a.each_with_index.to_h
