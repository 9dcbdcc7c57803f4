# bigdecimal/util for Garnet: to_d on the numeric classes, String and nil,
# and BigDecimal#to_digits, as the bigdecimal gem defines them.
require "bigdecimal"

class Integer
  def to_d = BigDecimal(self)
end

class Float
  def to_d(precision = 0) = BigDecimal(self, precision)
end

class String
  # The leading number of the text, 0 when there is none.
  def to_d = BigDecimal.interpret_loosely(self)
end

class Rational
  def to_d(precision) = BigDecimal(self, precision)
end

class Complex
  def to_d(*args)
    raise ArgumentError, "Unable to make a BigDecimal from non-zero imaginary number" unless imaginary.zero?
    real.to_d(*args)
  end
end

class NilClass
  def to_d = BigDecimal(0)
end
