# store/delete/delete_if/keep_if/select!/reject!/filter!/shift/clear/replace and update with blocks
h = { a: 1, b: 2, c: 3, d: 4 }
h.store(:e, 5)
p h.delete(:a), h.delete(:zz), h.delete(:zz) { |k| "no #{k}" }
p h.delete_if { |_, v| v == 2 }, h.keep_if { |_, v| v < 5 }
p h.select! { |_, v| v > 0 }, h.reject! { |_, v| v > 3 }, h
p h.shift, h, {}.shift
g = { x: 1 }
g.update({ x: 2, y: 3 }) { |key, old, new| old + new }
p g, g.merge({ y: 1 }, { z: 0 }) { |_, a, b| a * b }
g.replace({ only: 1 })
p g, g.clear, g.empty?
i = { b: 1, a: 2 }
i[:c] = 0
i.delete(:b)
i[:b] = 9
p i, i.keys, i.sort.to_h, i.min_by { |_, v| v }
p i.filter! { true }, i.compact!, { k: nil }.compact!
