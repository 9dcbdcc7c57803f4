# Writing iterator methods: yield in loops, returning enumerators when no block (enum_for)
class Countdown
  def initialize(n) = @n = n
  def each
    return enum_for(:each) unless block_given?
    i = @n
    while i > 0
      yield i
      i -= 1
    end
    self
  end
end
c = Countdown.new(3)
c.each { print _1, " " }
puts
p c.each.to_a, c.each.map { _1 * 2 }, c.each.next
def fib_seq
  return to_enum(:fib_seq) unless block_given?
  a, b = 0, 1
  loop { yield a; a, b = b, a + b }
end
p fib_seq.take(10), fib_seq.lazy.select(&:odd?).first(4)
def each_pair_of(a) = a.each_cons(2) { |x, y| yield x, y }
each_pair_of([1, 2, 3]) { |x, y| p [x, y] }
p c.each.with_index(1).to_a
