# Integer#succ on small Integers takes an instruction of its own; at the
# edge of the small range, on other receivers and once Integer#succ is
# changed (redefined, prepended, refined), it is a call like any other.
i = 0
i = i.succ while i < 5
p i
p 4611686018427387903.succ, -1.succ, (2**70).succ, "az".succ, :a.succ
p [1, 2].map(&:succ)
begin
  nil.succ
rescue NoMethodError => e
  p e.message
end

module Twice
  refine Integer do
    def succ = self + 2
  end
end

module UsesRefinement
  using Twice
  def self.step(n) = n.succ
end
p UsesRefinement.step(1), 1.succ

module Noisy
  def succ
    :prepended
  end
end
class Integer
  prepend Noisy
end
p 1.succ
