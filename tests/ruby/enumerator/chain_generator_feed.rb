# Enumerator::Chain (+ and chain), Generator, Yielder.new, next_values and
# peek_values, feed, and an enumerator restarting after an exception.
e = [1, 2].each + [3] + (4..5)
p e.class, e.to_a, e.size, e.inspect
p [1].chain([2], (3..Float::INFINITY)).size, [1].chain(Object.new).size
p e.respond_to?(:next), e.respond_to?(:feed), e.rewind.equal?(e)

g = Enumerator::Generator.new { |y, a| y << a << 2; :done }
p g.each(1) { |v| p v }
begin; g.each; rescue LocalJumpError => x; p x.message; end
y = Enumerator::Yielder.new { |*args| p args; :from_block }
p y.yield(1, 2), (y << 3).class, y.to_proc.call(4, 5)

n = Enumerator.new { |y| y.yield; y.yield 1; y.yield 1, 2; y.yield [1, 2] }
p 4.times.map { n.next_values }
n.rewind
p n.peek_values, n.next, n.peek, n.next_values

class Fed
  def each
    r = yield 1
    p [:got, r]
    r = yield 2
    p [:got, r]
  end
end
f = Fed.new.to_enum
f.next
f.feed :a
begin; f.feed :b; rescue TypeError => t; p t; end
f.next
begin; f.next; rescue StopIteration; p :stop; end

boom = Enumerator.new { raise ArgumentError, "boom" }
p 2.times.map { boom.next rescue $!.message }
p Enumerator.new(-> { 7 }) {}.size, Enumerator.new {}.size
begin; Enumerator::ArithmeticSequence.allocate; rescue TypeError => t; p t; end
