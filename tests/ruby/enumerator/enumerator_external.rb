# External enumerators: next/peek/rewind, StopIteration result, with_index/with_object, Enumerator.new with yielder
e = [1, 2, 3].each
p e.next, e.peek, e.next, e.next
begin
  e.next
rescue StopIteration => ex
  p ex.class, ex.result
end
e.rewind
p e.next
fib = Enumerator.new do |y|
  a, b = 0, 1
  loop { y << a; a, b = b, a + b }
end
p fib.take(10), fib.lazy.select(&:even?).first(5), fib.each_with_index.first(3)
gen = Enumerator.new { |y| y.yield 1, 2; y << 3; y.yield }
p gen.to_a, gen.size
p %w[a b c].each.with_index(1).map { |s, i| s * i }, %w[a b].each.with_object([]).each { |s, acc| acc << s.upcase }
ch = %w[x y z].each_with_index
p ch.next, ch.to_a
p [1, 2].cycle.take(5), Enumerator.produce(1) { |x| x * 3 }.take(5)
