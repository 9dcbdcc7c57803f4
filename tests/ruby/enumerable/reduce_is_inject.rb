# reduce is the same method as inject in Enumerable, Array and Range: a class
# that overrides inject keeps the built-in reduce; expected output from CRuby 4.0.
class Pair
  include Enumerable
  def each
    yield 1
    yield 2
  end

  def inject(*) = :own_inject
end
p Pair.new.inject(:+), Pair.new.reduce(:+), Pair.new.reduce(10) { |a, b| a * b }

class MyArray < Array
  def inject(*) = :own_inject
end
p MyArray[1, 2, 3].reduce(:+), MyArray[1, 2, 3].inject(:+)

class MyRange < Range
  def inject(*) = :own_inject
end
p MyRange.new(1, 4).reduce(:*), MyRange.new(1, 4).inject(:*)
p [1, 2, 3].reduce(1, :+), (1..4).reduce { |a, b| a - b }, [].reduce(:+)
