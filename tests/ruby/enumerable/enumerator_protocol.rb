# Enumerators: each without block, next/peek/rewind, with_index/with_object, Enumerator.new, size, lazy
e = [1, 2, 3].each
p e.next, e.peek, e.next, e.next
begin
  e.next
rescue StopIteration
  p :stop
end
e.rewind
p e.next, e.class, e.size
gen = Enumerator.new do |y|
  y << 1
  y.yield 2, 3
  y << 4
end
p gen.to_a, gen.take(2), gen.map { _1 }
p [:a, :b].each.with_index(10).to_a, %w[x y].each.with_object([]).each { |s, acc| acc << s }
squares = Enumerator.new { |y| n = 0; loop { y << n * n; n += 1 } }
p squares.take(5), squares.lazy.select(&:odd?).first(3), squares.each_slice(2).first(2)
p (1..3).each_entry.to_a, [4, 5].each_with_index.to_a, "ab".each_char.with_index.map { |c, i| c * (i + 1) }
ch = [1, 2, 3].map
p ch.with_index { |x, i| x * i }
p Enumerator::Yielder.instance_methods(false).sort.first(3)
