# Kernel#Rational, Integer#to_r/rationalize/quo, Float#to_r/rationalize,
# String#to_r and NilClass#to_r. Integer#** with a negative exponent (native)
# calls Kernel#Rational. The class itself is on_demand/rational.rb, loaded on
# first reference to the constant.

module Kernel
  private def Rational(a, b = (no_b = true; nil), exception: true)
    __check_exception_option(exception)
    if a.nil? || (!no_b && b.nil?)
      return nil unless exception
      raise TypeError, "can't convert nil into Rational"
    end
    a = __to_rational(a, exception)
    return nil if a.nil?
    if no_b
      return a if a.is_a?(Float) # Rational(obj) where obj.to_r gave a Float
      return Rational.__new(a, 1) if a.is_a?(Integer)
      return a
    end
    b = __to_rational(b, exception)
    return nil if b.nil?
    if b.is_a?(Integer) || b.is_a?(Rational)
      if b == 0
        return nil unless exception
        raise ZeroDivisionError, "divided by 0"
      end
    end
    if a.is_a?(Integer) && b.is_a?(Integer)
      return Rational.__new(a, b)
    end
    a = Rational.__new(a, 1) if a.is_a?(Integer)
    a / b
  end

  private def __to_rational(x, exception)
    if x.is_a?(Integer) || x.is_a?(Rational)
      x
    elsif x.is_a?(Float)
      unless x.finite?
        return nil unless exception
        raise FloatDomainError, x.to_s
      end
      x.to_r
    elsif x.is_a?(String)
      r = Rational.__parse(x, true)
      if r == :zero
        return nil unless exception
        raise ZeroDivisionError, "divided by 0"
      end
      if r.nil?
        return nil unless exception
        raise ArgumentError, "invalid value for convert(): #{x.inspect}"
      end
      r
    elsif x.respond_to?(:to_r)
      x.to_r
    elsif x.respond_to?(:to_int)
      x.to_int
    else
      return nil unless exception
      raise TypeError, "can't convert #{x.class} into Rational"
    end
  end
end

class Integer
  def to_r
    Rational.__new(self, 1)
  end

  def rationalize(eps = nil)
    Rational.__new(self, 1)
  end

  def quo(o)
    if o.is_a?(Integer)
      raise ZeroDivisionError, "divided by 0" if o == 0
      Rational.__new(self, o)
    elsif o.is_a?(Float)
      fdiv(o)
    elsif o.is_a?(Rational)
      Rational.__new(self, 1) / o
    else
      raise TypeError, "#{o.nil? ? "nil" : o.class} can't be coerced into Rational" unless o.respond_to?(:coerce)
      a, b = o.coerce(self)
      a.quo(b)
    end
  end
end

class Float
  def to_r
    raise FloatDomainError, to_s unless finite?
    return Rational.__new(0, 1) if self == 0
    f, e = Math.frexp(self)
    m = Math.ldexp(f, 53).to_i
    e -= 53
    if e >= 0
      Rational.__new(m * 2**e, 1)
    else
      Rational.__new(m, 2**-e)
    end
  end

  def rationalize(eps = (no_eps = true; nil))
    raise FloatDomainError, to_s unless finite?
    if no_eps
      return Rational.__new(0, 1) if self == 0
      x = abs
      f, n = Math.frexp(x)
      f = Math.ldexp(f, 53).to_i
      n -= 53
      if n >= 0
        r = Rational.__new(f << n, 1)
      else
        den = 2**(1 - n)
        a = Rational.__new(2 * f - 1, den)
        b = Rational.__new(2 * f + 1, den)
        r = Rational.__simplest_between(a, b)
      end
      self < 0 ? -r : r
    else
      Rational.__simplest_within(to_r, eps)
    end
  end

  def numerator
    return self unless finite?
    to_r.numerator
  end

  def denominator
    return 1.0 if nan?
    return 1 if infinite?
    to_r.denominator
  end
end

class String
  def to_r
    r = Rational.__parse(self, false)
    return Rational.__new(0, 1) if r.nil? || r == :zero
    r
  end
end

class NilClass
  def to_r
    Rational.__new(0, 1)
  end

  def rationalize(eps = nil)
    Rational.__new(0, 1)
  end
end
