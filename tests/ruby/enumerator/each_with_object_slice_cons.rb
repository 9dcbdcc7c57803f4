# each_with_object, each_slice, each_cons, step, with_index, each_char chains producing results
p (1..10).each_slice(3).map(&:sum), (1..5).each_cons(3).map { _1.inject(:*) }
freq = "mississippi".each_char.each_with_object(Hash.new(0)) { |c, h| h[c] += 1 }
p freq
p 1.step(2, 0.5).to_a, 10.step(1, -3).to_a, (0..20).step(5).map { _1 / 5 }
idx = %w[a b c].each.with_index(1).map { |s, i| "#{i}.#{s}" }
p idx
matrix = (1..9).each_slice(3).to_a
p matrix, matrix.map(&:reverse), matrix.each_with_index.map { |row, i| row[i] }
p (1..6).each_slice(2).to_h, [4, 5, 6].each.with_index.to_a
