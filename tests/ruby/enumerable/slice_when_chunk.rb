# chunk_while, slice_when, chunk (with :_separator/:_alone), slice_before/after on number runs
a = [1, 2, 4, 9, 10, 11, 12, 15, 16, 19, 20, 21]
p a.chunk_while { |x, y| y == x + 1 }.to_a
p a.slice_when { |x, y| y != x + 1 }.map { |r| r.size > 1 ? "#{r.first}-#{r.last}" : r.first.to_s }.join(",")
p [3, 1, 4, 1, 5, 9, 2, 6].chunk(&:even?).to_a
p [1, 2, -1, 3, 4, -1, 5].chunk { |x| x.negative? ? :_separator : true }.to_a
p [1, 2, 3].chunk { |x| x == 2 ? :_alone : :other }.to_a
p %w[# a b # c # d e].slice_before { |x| x == "#" }.to_a
p %w[a. b c. d].slice_after { |w| w.end_with?(".") }.to_a
p [1, 1, 2, 3, 3].chunk { |x| x }.map { |k, v| [k, v.size] }
p (1..10).slice_when { |a, b| b.odd? }.to_a.length, [].chunk_while { true }.to_a
p %w[foo bar baz qux].slice_before(/^b/).to_a
