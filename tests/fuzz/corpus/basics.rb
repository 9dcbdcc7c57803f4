# frozen_string_literal: true
x = 1_000 + 0x1f * 2 ** -1
a, (b, *c), d = 1, [2, 3, 4], 5
h = { a: 1, "b": 2, :c => 3, **opts, x: }
puts "x=#{x} #{h[:a]} #@iv #$gv", 'q\'s', %w[a b], %i[c d], ?z
arr = [1, 2, 3].map { |v| v * 2 }.select do |v| v > 2 end
y = foo rescue nil
z = -2 ** 2
r = (1..10).step(2).to_a + [*..5, 1...]
