# case/when with classes, ranges, lambdas, splat arrays and custom === objects
def kind(x)
  case x
  when Integer then "int"
  when Float then "float"
  when String, Symbol then "text"
  when Array then "array of #{x.size}"
  when Hash then "hash"
  when nil then "nil"
  else x.class.name
  end
end
p [1, 1.5, "s", :s, [1, 2], { a: 1 }, nil, 1..2].map { kind(_1) }
EVEN = ->(n) { n.even? }
BIG = proc { |n| n > 100 }
def num(n)
  case n
  when BIG then :big
  when EVEN then :even
  when 1..5 then :small_odd
  else :other
  end
end
p [200, 4, 3, 7].map { num(_1) }
VOWELS = %w[a e i o u]
def letter(c)
  case c
  when *VOWELS then :vowel
  when *%w[y w], "h" then :semi
  else :consonant
  end
end
p %w[a y h b].map { letter(_1) }
class Divisible
  def initialize(d) = @d = d
  def ===(n) = n % @d == 0
end
p (1..15).map { |n| case n when Divisible.new(15) then "FizzBuzz" when Divisible.new(3) then "Fizz" when Divisible.new(5) then "Buzz" else n end }.last(6)
