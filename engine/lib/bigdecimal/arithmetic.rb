# bigdecimal/arithmetic for Garnet: BigDecimal's operators, div, divmod,
# powers and square roots, and `/` as the bigdecimal gem 3.1.1 computes it
# (part of bigdecimal.rb, decision 050).
class BigDecimal
  # ---- arithmetic ----

  def +(other) = add(other, 0)
  def -(other) = sub(other, 0)
  def *(other) = mult(other, 0)

  def add(other, digits)
    b = __operand!(other)
    return __coerced(b, :add, digits) unless b.is_a?(BigDecimal)
    __limited(__sum(b, 1), digits)
  end

  def sub(other, digits)
    b = __operand!(other)
    return __coerced(b, :sub, digits) unless b.is_a?(BigDecimal)
    __limited(__sum(b, -1), digits)
  end

  def mult(other, digits)
    b = __operand!(other)
    return __coerced(b, :mult, digits) unless b.is_a?(BigDecimal)
    return BigDecimal.__nan if nan? || b.nan?
    sign = @sign * b.__sign
    if infinite? || b.infinite?
      return BigDecimal.__nan if zero? || b.zero?
      return BigDecimal.__infinity(sign)
    end
    __limited(BigDecimal.__finite(sign, @coefficient * b.__coefficient, @exponent + b.__exponent), digits)
  end

  def /(other)
    b = __operand!(other, rational_digits: __word_count * 9)
    return __coerced(b, :/) unless b.is_a?(BigDecimal)
    special = __quotient_special(b)
    return special if special
    __limited(__gem_quotient(b), 0)
  end
  alias quo /

  # div(other): the floored quotient, an Integer; div(other, digits): the
  # quotient rounded to that many significant digits (0: as `/`).
  def div(other, digits = nil)
    if digits.nil?
      b = __operand!(other)
      return __coerced(b, :div) unless b.is_a?(BigDecimal)
      raise FloatDomainError, "Computation results in 'NaN' (Not a Number)" if nan? || b.nan?
      raise ZeroDivisionError, "divided by 0" if b.zero?
      raise FloatDomainError, "Computation results in 'Infinity'" if infinite?
      return 0 if b.infinite?
      return (to_r / b.to_r).floor
    end
    digits = BigDecimal.__int(digits)
    raise ArgumentError, "negative precision" if digits < 0
    return self / other if digits.zero?
    b = __operand!(other, rational_digits: digits)
    special = __quotient_special(b)
    return special if special
    BigDecimal.__from_rational(to_r / b.to_r, digits)
  end

  def %(other) = divmod(other)[1]
  alias modulo %

  def divmod(other)
    b = __operand!(other)
    return __coerced(b, :divmod) unless b.is_a?(BigDecimal)
    nan = BigDecimal.__special(:nan)
    return [nan, nan] if nan? || b.nan?
    raise ZeroDivisionError, "divided by 0" if b.zero?
    return [BigDecimal.__special(:infinity, @sign * b.__sign), nan] if infinite?
    return [BigDecimal(0), self] if b.infinite?
    a = to_r
    d = b.to_r
    q = (a / d).floor
    [BigDecimal(q), BigDecimal.__exact(a - q * d)]
  end

  def remainder(other)
    b = __operand!(other)
    return __coerced(b, :remainder) unless b.is_a?(BigDecimal)
    return BigDecimal.__special(:nan) if nan? || b.nan? || infinite? || b.infinite? || b.zero?
    BigDecimal.__exact(to_r.remainder(b.to_r))
  end

  # An exact Rational whose denominator divides a power of 10, as a BigDecimal.
  def self.__exact(value)
    sign = value < 0 ? -1 : 1
    value = value.abs
    exponent = 0
    until value.denominator == 1
      value *= 10
      exponent -= 1
    end
    __finite(sign, value.to_i, exponent)
  end

  def **(other) = power(other)

  def power(exponent, digits = nil)
    return BigDecimal.__special(:nan) if nan?
    if exponent.is_a?(Integer)
      result = __integer_power(exponent)
      return digits ? result.round(digits - result.exponent, BigDecimal.mode(ROUND_MODE)) : result
    end
    raise TypeError, "wrong argument type #{exponent.class} (expected scalar Numeric)" unless exponent.is_a?(Numeric)
    integral = (exponent.is_a?(Rational) || exponent.is_a?(BigDecimal)) && exponent.to_r.denominator == 1
    return __integer_power(exponent.to_i) if integral
    raise Math::DomainError, "Computation results in complex number" if negative?
    BigDecimal(to_f**exponent.to_f, digits || DOUBLE_FIGURES)
  end

  # The square root, truncated to at least `digits` significant digits
  # (and to at least twice a Float's precision).
  def sqrt(digits)
    digits = BigDecimal.__int(digits)
    raise ArgumentError, "negative precision" if digits < 0
    raise FloatDomainError, "sqrt of 'NaN'(Not a Number)" if nan?
    return self if infinite? && @sign > 0
    raise FloatDomainError, "sqrt of negative value" if negative? || (infinite? && @sign < 0)
    return self if zero?
    figures = [digits, precision, DOUBLE_FIGURES].max + 3
    places = figures - (exponent + 1).div(2)
    root = Integer.sqrt((to_r * 10r**(2 * places)).floor)
    BigDecimal.__finite(1, root, -places)
  end

  def __integer_power(n)
    sign = n.odd? ? @sign : 1
    return BigDecimal.__finite(1, 1, 0) if n.zero?
    if infinite?
      return n > 0 ? BigDecimal.__infinity(sign) : BigDecimal.__finite(sign, 0, 0)
    end
    if zero?
      return n > 0 ? BigDecimal.__finite(sign, 0, 0) : BigDecimal.__infinity(sign)
    end
    result = BigDecimal.__finite(sign, @coefficient**n.abs, @exponent * n.abs)
    n > 0 ? result : BigDecimal.__finite(1, 1, 0) / result
  end

  # ---- helpers ----

  # other as a BigDecimal: Integers exactly, Floats by their shortest text
  # (or `precision_for_float` digits), Rationals to rational_digits digits;
  # nil for what cannot be.
  def __operand(other, precision_for_float: 0, rational_digits: nil)
    case other
    when BigDecimal then other
    when Integer then BigDecimal.__finite(other < 0 ? -1 : 1, other.abs, 0)
    when Float then BigDecimal(other, precision_for_float)
    when Rational then BigDecimal.__from_rational(other, rational_digits || [__word_count * 9, DOUBLE_FIGURES].max)
    end
  end

  # The operand of an arithmetic operator, or a value answering coerce; a
  # TypeError as the gem words it for anything else.
  def __operand!(other, rational_digits: nil)
    value = __operand(other, rational_digits: rational_digits)
    return value if value
    return other if other.respond_to?(:coerce) && !other.nil? && !other.is_a?(String)
    raise TypeError, "#{other.nil? ? "nil" : other.class} can't be coerced into BigDecimal"
  end

  # x.op(y, *rest) for other's coerce answer [x, y]; add, sub and mult
  # become + - * when x is no BigDecimal.
  def __coerced(other, op, *rest)
    x, y = other.coerce(self)
    return x.public_send(op, y, *rest) if x.is_a?(BigDecimal)
    x.public_send({add: :+, sub: :-, mult: :*}.fetch(op, op), y)
  end

  def __sum(b, direction)
    return BigDecimal.__nan if nan? || b.nan?
    b_sign = b.__sign * direction
    if infinite? || b.infinite?
      return BigDecimal.__nan if infinite? && b.infinite? && @sign != b_sign
      return infinite? ? self : BigDecimal.__infinity(b_sign)
    end
    e = [@exponent, b.__exponent].min
    total = @sign * @coefficient * 10**(@exponent - e) + b_sign * b.__coefficient * 10**(b.__exponent - e)
    sign = total < 0 ? -1 : total > 0 ? 1 : (@sign < 0 && b_sign < 0 ? -1 : 1)
    BigDecimal.__finite(sign, total.abs, e)
  end

  # The result of x / b for NaN, infinite and zero operands, or nil.
  def __quotient_special(b)
    return BigDecimal.__nan if nan? || b.nan?
    sign = @sign * b.__sign
    if infinite?
      return BigDecimal.__nan if b.infinite?
      return BigDecimal.__infinity(sign)
    end
    return BigDecimal.__finite(sign, 0, 0) if b.infinite?
    if b.zero?
      return BigDecimal.__nan if zero?
      if BigDecimal.__exception_mode & EXCEPTION_ZERODIVIDE != 0
        raise FloatDomainError, "Divide by zero"
      end
      return BigDecimal.__infinity(sign)
    end
    return BigDecimal.__finite(sign, 0, 0) if zero?
    nil
  end

  # Rounded to BigDecimal.limit significant digits when a limit is set, or
  # to `digits` when given.
  def __limited(value, digits)
    digits = BigDecimal.__int(digits)
    raise ArgumentError, "negative precision" if digits < 0
    digits = BigDecimal.__limit if digits.zero?
    return value if digits.zero? || !value.finite? || value.zero? || value.n_significant_digits <= digits
    value.__rounded_at(digits - value.exponent, BigDecimal.mode(ROUND_MODE))
  end

  # x / b as the gem computes it: the quotient's words of nine digits from
  # one above the dividend's first word, as many as max(32, both
  # precisions) + 18 digits hold; the last word is rounded up by the
  # rounding mode, judged on the first digit of BASE * (the remainder's
  # first word) / (the divisor's first word).
  def __gem_quotient(b)
    figures = [precision, b.precision, 2 * DOUBLE_FIGURES].max + 18
    words = (figures + 8) / 9
    top = __word_exponent - b.__word_exponent + 2
    unit = 9 * (top - words) # the quotient is a multiple of 10**unit
    a = @coefficient * 10r**@exponent
    d = b.__coefficient * 10r**b.__exponent
    units = (a / d / 10r**unit).floor
    remainder = a - units * 10r**unit * d
    sign = @sign * b.__sign
    unless remainder.zero?
      next_word = (BASE * BigDecimal.__leading_word(remainder) / BigDecimal.__leading_word(d)) & 0xffff_ffff
      digit = next_word / (BASE / 10)
      last = units
      last /= BASE while last % BASE == 0 && last > 0
      up = case BigDecimal.mode(ROUND_MODE)
           when ROUND_UP then digit != 0
           when ROUND_HALF_UP then digit >= 5
           when ROUND_HALF_DOWN then digit >= 6
           when ROUND_HALF_EVEN then digit > 5 || (digit == 5 && (last % BASE).odd?)
           when ROUND_CEILING then next_word != 0 && digit != 0 && sign > 0
           when ROUND_FLOOR then next_word != 0 && digit != 0 && sign < 0
           else false
           end
      if up # one more in the last nonzero word, as the gem adds it
        step = 1
        step *= BASE while units % (step * BASE) == 0 && units > 0
        units += step
      end
    end
    BigDecimal.__finite(sign, units, unit)
  end

  # The exponent of the gem's words: BASE**(e-1) <= |x| < BASE**e.
  def __word_exponent = (exponent + 8).div(9)

  # The first nonzero word of nine digits of a positive Rational, the words
  # aligned on the decimal point.
  def self.__leading_word(value)
    e = (__decimal_exponent(value) + 8).div(9)
    (value / BASE.to_r**(e - 1)).floor
  end

  # How many words of nine digits this value occupies in the gem.
  def __word_count = finite? && !zero? ? [__word_exponent - @exponent.div(9), 1].max : 1
end
