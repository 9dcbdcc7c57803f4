# bigdecimal for Garnet: BigDecimal, arbitrary-precision decimal numbers,
# written in Ruby over Integer (decision 050). A finite value is
# sign * coefficient * 10**exponent, the coefficient an Integer without
# trailing zeros; NaN and the infinities are special values. Results follow
# the bigdecimal gem 3.1.1 (Debian's CRuby 3.1): the operators + - * are
# exact, `/` without a precision computes its quotient as the gem does, in
# words of nine digits, and to_s, round, divmod and Marshal give the gem's
# text. What differs is listed in the decision: sqrt and powers with a
# negative or fractional exponent round correctly where the gem's last
# digits wander.
class BigDecimal < Numeric
  VERSION = "3.1.1"
  BASE = 1_000_000_000

  EXCEPTION_ALL = 0xff
  EXCEPTION_NaN = 0x02
  EXCEPTION_INFINITY = 0x01
  EXCEPTION_UNDERFLOW = 0x04
  EXCEPTION_OVERFLOW = 0x01
  EXCEPTION_ZERODIVIDE = 0x10
  ROUND_MODE = 0x100
  ROUND_UP = 1
  ROUND_DOWN = 2
  ROUND_HALF_UP = 3
  ROUND_HALF_DOWN = 4
  ROUND_CEILING = 5
  ROUND_FLOOR = 6
  ROUND_HALF_EVEN = 7
  SIGN_NaN = 0
  SIGN_POSITIVE_ZERO = 1
  SIGN_NEGATIVE_ZERO = -1
  SIGN_POSITIVE_FINITE = 2
  SIGN_NEGATIVE_FINITE = -2
  SIGN_POSITIVE_INFINITE = 3
  SIGN_NEGATIVE_INFINITE = -3

  # The gem's figures for a quotient without a precision: at least twice a
  # Float's 16 digits, in words of nine.
  DOUBLE_FIGURES = 16
  ROUNDING_NAMES = {
    up: ROUND_UP, down: ROUND_DOWN, truncate: ROUND_DOWN, half_up: ROUND_HALF_UP, default: ROUND_HALF_UP,
    half_down: ROUND_HALF_DOWN, half_even: ROUND_HALF_EVEN, banker: ROUND_HALF_EVEN,
    ceiling: ROUND_CEILING, ceil: ROUND_CEILING, floor: ROUND_FLOOR
  }.freeze
  NUMBER_TEXT = /\A\s*([+-])?(\d(?:_?\d)*_?)?(?:\.(\d(?:_?\d)*))?(?:[eEdD]([+-]?\d(?:_?\d)*))?\s*\z/
  private_constant :DOUBLE_FIGURES, :ROUNDING_NAMES, :NUMBER_TEXT

  # ---- settings: per thread in the gem; per isolate here ----

  @exception_mode = 0
  @rounding_mode = ROUND_HALF_UP
  @limit = 0

  class << self
    undef_method :new

    def double_fig = DOUBLE_FIGURES

    def mode(which, value = (no_value = true))
      if which == ROUND_MODE
        return @rounding_mode if no_value
        @rounding_mode = __rounding_mode(value)
      else
        raise ArgumentError, "first argument for BigDecimal.mode invalid" unless which.is_a?(Integer)
        return @exception_mode & which if no_value
        raise ArgumentError, "second argument must be true or false" unless value == true || value == false
        @exception_mode = value ? @exception_mode | which : @exception_mode & ~which
        @exception_mode & EXCEPTION_ALL
      end
    end

    def limit(digits = nil)
      old = @limit
      unless digits.nil?
        digits = Integer(digits)
        raise ArgumentError, "argument must be positive" if digits < 0
        @limit = digits
      end
      old
    end

    def save_exception_mode
      saved = @exception_mode
      yield
    ensure
      @exception_mode = saved
    end

    def save_rounding_mode
      saved = @rounding_mode
      yield
    ensure
      @rounding_mode = saved
    end

    def save_limit
      saved = @limit
      yield
    ensure
      @limit = saved
    end

    def _load(text)
      BigDecimal(text.to_s.sub(/\A\d+:/, ""))
    end

    def interpret_loosely(text)
      match = /\A\s*[+-]?(?:\d(?:_?\d)*)?(?:\.\d(?:_?\d)*)?(?:[eEdD][+-]?\d+)?/.match(text.to_str)
      BigDecimal(match[0].strip, exception: false) || BigDecimal(0)
    end

    # A rounding mode from a ROUND_* constant or its name.
    def __rounding_mode(mode)
      return ROUNDING_NAMES.fetch(mode) { raise ArgumentError, "invalid rounding mode" } if mode.is_a?(Symbol)
      return ROUND_HALF_UP if mode.nil?
      mode = Integer(mode)
      raise ArgumentError, "invalid rounding mode" unless (ROUND_UP..ROUND_HALF_EVEN).cover?(mode)
      mode
    end

    # A count of digits or places, converted as the gem's C does (to_int;
    # TypeError for anything else).
    def __int(value)
      return value if value.is_a?(Integer)
      raise TypeError, "no implicit conversion from nil to integer" if value.nil?
      return value.to_int if value.respond_to?(:to_int)
      raise TypeError, "no implicit conversion of #{value.class} into Integer"
    end

    def __exception_mode = @exception_mode
    def __limit = @limit

    # The BigDecimal for sign * coefficient * 10**exponent, with the
    # coefficient's trailing zeros taken into the exponent.
    def __finite(sign, coefficient, exponent)
      if coefficient.zero?
        exponent = 0
      else
        while coefficient % 10 == 0
          coefficient /= 10
          exponent += 1
        end
      end
      allocate.__set(sign, coefficient, exponent, nil)
    end

    def __special(kind, sign = 1) = allocate.__set(sign, 0, 0, kind)

    # NaN, raising FloatDomainError instead when EXCEPTION_NaN is set.
    def __nan
      raise FloatDomainError, "Computation results to 'NaN'" if @exception_mode & EXCEPTION_NaN != 0
      __special(:nan)
    end

    def __infinity(sign)
      raise FloatDomainError, "Computation results in 'Infinity'" if @exception_mode & EXCEPTION_INFINITY != 0
      __special(:infinity, sign)
    end

    def __from_string(text, exception)
      match = NUMBER_TEXT.match(text)
      if match && (match[2] || match[3])
        sign = match[1] == "-" ? -1 : 1
        integer = (match[2] || "").delete("_")
        fraction = (match[3] || "").delete("_")
        exponent = match[4] ? match[4].delete("_").to_i : 0
        return __finite(sign, (integer + fraction).to_i, exponent - fraction.size)
      end
      case text.strip
      when "NaN"
        if @exception_mode & EXCEPTION_NaN != 0
          raise FloatDomainError, "Computation results in 'NaN' (Not a Number)"
        end
        return __special(:nan)
      when "Infinity", "+Infinity" then return __special(:infinity, 1)
      when "-Infinity" then return __special(:infinity, -1)
      end
      raise ArgumentError, "invalid value for BigDecimal(): #{text.inspect}" if exception
      nil
    end

    # A Rational as a BigDecimal of `digits` significant digits (rounded
    # as the rounding mode says).
    def __from_rational(value, digits)
      sign = value < 0 ? -1 : 1
      value = value.abs
      return __finite(sign, 0, 0) if value.zero?
      exponent = __decimal_exponent(value) - digits
      __finite(sign, __rounded_quotient(value, exponent, sign, @rounding_mode), exponent)
    end

    # The decimal exponent x with 10**(x-1) <= value < 10**x of a positive
    # Rational or Integer.
    def __decimal_exponent(value)
      x = value.numerator.to_s.size - value.denominator.to_s.size
      x += 1 while value >= 10r**x
      x -= 1 while value < 10r**(x - 1)
      x
    end

    # value / 10**exponent rounded to an Integer by `mode` (value >= 0; sign
    # is the number's, for the ceiling and floor modes).
    def __rounded_quotient(value, exponent, sign, mode)
      scaled = value.to_r / 10r**exponent
      whole = scaled.floor
      __round_whole(whole, scaled - whole, sign, mode)
    end

    # whole plus 0 or 1, by rest (0 <= rest < 1) and the mode.
    def __round_whole(whole, rest, sign, mode)
      return whole if rest.zero?
      up = case mode
           when ROUND_UP then true
           when ROUND_DOWN then false
           when ROUND_HALF_UP then rest >= 0.5r
           when ROUND_HALF_DOWN then rest > 0.5r
           when ROUND_HALF_EVEN then rest > 0.5r || (rest == 0.5r && whole.odd?)
           when ROUND_CEILING then sign > 0
           when ROUND_FLOOR then sign < 0
           end
      up ? whole + 1 : whole
    end
  end
end

require "bigdecimal/value"
require "bigdecimal/arithmetic"
require "bigdecimal/rounding"

module Kernel
  private

  def BigDecimal(value, digits = (no_digits = true), exception: true)
    if value.is_a?(BigDecimal)
      return value
    end
    unless no_digits
      digits = Integer(digits)
      raise ArgumentError, "negative precision" if digits < 0
    end
    case value
    when Integer
      BigDecimal.__finite(value < 0 ? -1 : 1, value.abs, 0)
    when Float
      return BigDecimal.__special(:nan) if value.nan?
      return BigDecimal.__special(:infinity, value > 0 ? 1 : -1) if value.infinite?
      raise ArgumentError, "can't omit precision for a Float." if no_digits
      return BigDecimal.__finite((1.0 / value).negative? ? -1 : 1, 0, 0) if value.zero?
      raise ArgumentError, "precision too large." if digits > Float::DIG + 1
      return BigDecimal.__from_string(value.to_s, true) if digits.zero?
      BigDecimal.__from_rational(value.to_r, digits)
    when Rational
      raise ArgumentError, "can't omit precision for a Rational." if no_digits
      BigDecimal.__from_rational(value, digits)
    when Complex
      raise ArgumentError, "Unable to make a BigDecimal from non-zero imaginary number" unless value.imaginary.zero?
      BigDecimal(value.real, *([digits] unless no_digits), exception: exception)
    when String
      BigDecimal.__from_string(value, exception)
    when nil
      raise TypeError, "can't convert nil into BigDecimal" if exception
      nil
    else
      return BigDecimal.__from_string(value.to_str, exception) if value.respond_to?(:to_str)
      raise TypeError, "can't convert #{value.class} into BigDecimal" if exception
      nil
    end
  end
end

class BigDecimal
  INFINITY = BigDecimal.__special(:infinity, 1)
  NAN = BigDecimal.__special(:nan)
end
