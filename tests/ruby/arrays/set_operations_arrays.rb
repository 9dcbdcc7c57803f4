# Comparing lists: added/removed/common items with Array set operators, and a diff summary
old = %w[apple banana cherry date]
new = %w[banana cherry elderberry fig apple]
p new - old, old - new, old & new, old | new, (old | new).size, old.intersect?(new)
diff = { added: new - old, removed: old - new, kept: old & new }
diff.each { |k, v| puts "#{k}: #{v.join(', ')}" }
p old.zip(new).select { |a, b| a != b }, old.each_with_index.to_h.values_at(*new).compact
p new.sort == (old - diff[:removed] + diff[:added]).sort, (old + new).tally.select { _2 > 1 }.keys.sort
