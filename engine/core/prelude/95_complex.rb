# Kernel#Complex (imaginary literals such as 2i call it), the Numeric methods
# that see a real number as a complex one (real, imaginary, i, arg, polar...),
# String#to_c and NilClass#to_c. Integer#** and Float#** (native) call
# __complex_polar_pi for a negative base with a fractional exponent. The class
# itself is on_demand/complex.rb, loaded on first reference to the constant.

module Kernel
  private def Complex(a, b = (no_b = true; nil), exception: true)
    __check_exception_option(exception)
    if a.nil? || (!no_b && b.nil?)
      return nil unless exception
      raise TypeError, "can't convert nil into Complex"
    end
    return a if no_b && a.instance_of?(Complex)
    if a.is_a?(String)
      a = __string_to_complex(a, exception)
      return nil if a.nil?
    end
    if b.is_a?(String)
      b = __string_to_complex(b, exception)
      return nil if b.nil?
    end
    Complex.__convert(a, b, no_b, exception)
  end

  private def __string_to_complex(s, exception)
    c = Complex.__parse(s, true)
    return c if c || !exception
    raise ArgumentError, "invalid value for convert(): #{s.inspect}"
  end

  # (-8) ** (1.0 / 3): abs rotated by ang * PI.
  private def __complex_polar_pi(abs, ang)
    Complex.__polar_pi(abs, ang)
  end
end

class Numeric
  def real
    self
  end

  def imaginary
    0
  end
  alias imag imaginary

  def conjugate
    self
  end
  alias conj conjugate

  def i
    Complex.__new(0, self)
  end

  def to_c
    Complex.__new(self, 0)
  end

  def abs2
    self * self
  end

  def arg
    negative? ? Math::PI : 0
  end
  alias angle arg
  alias phase arg

  def rectangular
    [self, 0]
  end
  alias rect rectangular

  def polar
    [abs, arg]
  end
end

class Float
  def arg
    return self if nan?
    self < 0 || (self == 0 && 1.0 / self < 0) ? Math::PI : 0
  end
  alias angle arg
  alias phase arg
end

class String
  def to_c
    Complex.__parse(self, false)
  end
end

class NilClass
  def to_c
    Complex.__new(0, 0)
  end
end
