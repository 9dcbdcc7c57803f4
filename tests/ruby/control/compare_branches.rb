# Conditions that compare: Integer and Float fast paths, NaN, operands of
# other classes (String, Comparable, a user-defined <), a comparison whose
# value is also assigned, and a user-defined < that switches fibers.
def classify(a, b)
  r = []
  r << :lt if a < b
  r << :le if a <= b
  r << :gt if a > b
  r << :ge if a >= b
  r << :not_lt unless a < b
  r
end

p classify(1, 2), classify(2, 2), classify(3, 2)
p classify(1.5, 2), classify(2, 2.0), classify(2.5, 2.25)
p classify(Float::NAN, 1), classify(1, Float::NAN)
p classify("apple", "banana"), classify("b", "a")
p classify(2**64, 2**65), classify(2**64, 1)

Version = Struct.new(:major) do
  include Comparable
  def <=>(other) = major <=> other.major
end
p classify(Version.new(1), Version.new(2))

class Slow
  attr_reader :n
  def initialize(n) = @n = n
  def <(other)
    Fiber.yield :asked if Fiber.current != MAIN
    n < other.n
  end
end
MAIN = Fiber.current
f = Fiber.new do
  i = Slow.new(0)
  steps = 0
  while i < Slow.new(3)
    i = Slow.new(i.n + 1)
    steps += 1
  end
  steps
end
answers = []
answers << f.resume while f.alive?
p answers

i = 0
i += 1 until i >= 5
p i
x = nil
if (x = 3 > 2)
  p x
end
n = 0
n += 1 while n < 10 && n.even? || n < 4
p n
begin
  nil < 1 ? p(:yes) : p(:no)
rescue NoMethodError => e
  p e.message
end
begin
  p(:never) if 1 < nil
rescue ArgumentError => e
  p e.message
end
