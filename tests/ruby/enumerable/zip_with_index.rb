# zip, with_index offsets, each_with_index on hashes, map.with_index, and select.with_index
names = %w[ann bob cid]
ages = [31, 25]
p names.zip(ages), names.zip(ages, [:x]), names.each_with_index.to_a, names.map.with_index(1) { |n, i| "#{i}.#{n}" }
p names.each.with_index(10).to_a, names.select.with_index { |_, i| i.even? }, names.reject.with_index { |_, i| i.zero? }
p names.each_with_index.max_by { |n, i| n }, names.each_with_index.to_h, names.zip(ages).to_h
p({ a: 1, b: 2 }.each_with_index.map { |(k, v), i| [k, v, i] })
p names.zip(names.map(&:upcase)).flatten, names.cycle.first(5), names.each_entry.with_index.to_a.last
p [1, 2, 3].zip, [1, 2].zip([3, 4]).transpose, [].zip([1])
