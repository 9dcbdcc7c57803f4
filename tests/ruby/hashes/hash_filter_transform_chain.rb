# Chains over hashes: filter_map, sort_by.reverse.to_h, min_by(n), group_by then transform_values, sum of values
stock = { apple: 12, kiwi: 0, banana: 7, cherry: 30, date: 0, fig: 4 }
p stock.reject { |_, n| n.zero? }.sort_by { |_, n| -n }.to_h.keys
p stock.filter_map { |k, n| k if n.between?(1, 10) }, stock.min_by(2) { |_, n| n }, stock.max_by(2) { |_, n| n }.to_h
p stock.group_by { |_, n| n.zero? ? :out : :in }.transform_values(&:to_h)
p stock.sum { |_, n| n }, stock.count { |_, n| n > 5 }, stock.find_all { |k, _| k.size == 4 }.map(&:first)
p stock.each_with_object(Hash.new(0)) { |(k, n), acc| acc[k.to_s[0]] += n }, stock.select { |k, _| k < :c }
p stock.sort.first(2).to_h, stock.to_a.last, stock.keys.each_slice(2).map(&:first)
