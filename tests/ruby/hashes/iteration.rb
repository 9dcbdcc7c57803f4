# each/each_pair/each_key/each_value/each_with_index/map over hashes with destructuring
h = { a: 1, b: 2, c: 3 }
h.each { |k, v| print k, "=", v, " " }
puts
h.each { |pair| p pair }
h.each_with_index { |(k, v), i| puts "#{i}:#{k}:#{v}" }
p h.map { |k, v| [k.to_s, v * 2] }.to_h, h.to_h { |k, v| [v, k] }
h.each_key { print _1 }
h.each_value { print _1 }
puts
p h.sum { |k, v| v }, h.count { |k, v| v.odd? }, h.find { |k, v| v > 1 }
p h.each_with_object([]) { |(k, v), acc| acc << k if v != 2 }
p h.min_by { |_, v| -v }, h.sort_by { |k, v| -v }.first(2), h.max_by(2) { _2 }
