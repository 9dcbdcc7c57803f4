# Objects as blocks via to_proc, method references with &method(:name), and Symbol#to_proc with arguments
class Multiplier
  def initialize(n) = @n = n
  def to_proc = ->(x) { x * @n }
end
p [1, 2, 3].map(&Multiplier.new(5)), %w[a b].map(&:upcase), [[1, 2], [3, 4]].map(&:sum)
def shout(s) = s.upcase + "!"
p %w[hi yo].map(&method(:shout)), [1, 2, 3].each_slice(2).map(&:first)
h = { a: 1, b: 2 }
p %i[a b c].map(&h), [3, 4].map(&10.method(:-)), [1, 2].inject(&:+), %w[x y].each_with_index.map { _1 * (_2 + 1) }
p :upcase.to_proc.call("q"), :+.to_proc.call(2, 3), [[1, 2]].map(&:reverse)
