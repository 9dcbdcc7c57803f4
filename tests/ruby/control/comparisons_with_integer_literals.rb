# A comparison with an Integer literal on its right, as a value and as a
# condition: Integers and Floats on the left, literals beyond 32 bits,
# negative ones, other receivers (which get the literal as the argument of
# their own method), failures, and a redefined Integer#<.
def sign(n) = n < 0 ? :negative : n > 0 ? :positive : :zero
p [-5, 0, 7].map { sign(_1) }
p [3 < 3, 3 <= 3, 3 > 2, 3 >= 4]
p [2.5 < 3, 2.5 >= -1, Float::NAN < 1, Float::NAN >= 1, -0.0 <= 0]
p [2**40 > 2_000_000_000, 5 < 4_000_000_000, -3_000_000_000 < -2_147_483_648, 2_147_483_647 >= 2_147_483_647]
p (2**70 > 1), (-(2**70) <= -1)
p Rational(1, 2) < 1, Time.at(0) <=> Time.at(1)

count = 0
i = 10
while i >= 0
  count += 1
  i -= 3
end
p count
p (1..20).select { _1 <= 3 || _1 > 18 }

class Version
  def initialize(n) = @n = n
  def <(other) = "#{@n} < #{other.inspect}"
end
p Version.new(4) < 5

begin
  p "text" < 1
rescue ArgumentError => e
  p e.message
end
begin
  nil > 0
rescue NoMethodError => e
  p e.message
end

class Integer
  alias_method :original_less, :<
  def <(other) = :redefined
end
p 1 < 2
p(if 5 < 1 then :truthy else :falsy end)
class Integer
  alias_method :<, :original_less
end
p 1 < 2, 3 < 2
