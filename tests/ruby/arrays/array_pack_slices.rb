# Array chunking and reshaping: each_slice to rows, transpose to columns, zip to pairs, flatten back
flat = (1..12).to_a
rows = flat.each_slice(4).to_a
p rows, rows.transpose, rows.map(&:sum), rows.transpose.map(&:sum), rows.flatten == flat
p flat.each_slice(5).map(&:size), flat.partition.with_index { |_, i| i.even? }, flat.group_by { |x| x % 3 }.values
p flat.first(3).zip(flat.last(3)), flat.values_at(0, 2, 4).zip(flat.values_at(1, 3, 5)).to_h
p flat.each_with_object([[], []]) { |x, (odd, even)| (x.odd? ? odd : even) << x }
p flat.slice_when { |a, b| b % 5 == 0 }.to_a, flat.chunk { |x| x <= 6 }.map { |k, v| [k, v.size] }
