# A refinement of an operator that instructions compute themselves (Integer
# arithmetic and comparison, Array and Hash indexing, size) is seen where
# it is active, and only there.
module Odd
  refine Integer do
    def +(other) = "#{self} plus #{other}"
    def <(other) = :refined_less
  end
  refine Array do
    def [](index) = "item #{index}"
    def size = :refined_size
  end
  refine Hash do
    def []=(key, value)
      super(key, value * 2)
    end
  end
end

def outside(a, h)
  h[:k] = 1
  [1 + 2, 1 < 2, a[0], a.size, h]
end

module Inside
  using Odd
  def self.run(a, h)
    h[:k] = 1
    [1 + 2, 1 < 2, a[0], a.size, h]
  end
end

p outside([:x], {})
p Inside.run([:x], {})
p outside([:x], {})
