# bigdecimal/value for Garnet: a BigDecimal's parts, predicates, text,
# conversions and comparison (part of bigdecimal.rb, decision 050).
class BigDecimal
  def __set(sign, coefficient, exponent, special)
    @sign = sign
    @coefficient = coefficient
    @exponent = exponent
    @special = special
    freeze
  end

  def __sign = @sign
  def __coefficient = @coefficient
  def __exponent = @exponent
  def __special = @special

  # ---- predicates and parts ----

  def nan? = @special == :nan
  def infinite? = @special == :infinity ? @sign : nil
  def finite? = @special.nil?
  def zero? = finite? && @coefficient.zero?
  def nonzero? = zero? ? nil : self
  def negative? = !nan? && @sign < 0 && !zero?
  def positive? = !nan? && @sign > 0 && !zero?

  def sign
    return SIGN_NaN if nan?
    return @sign * SIGN_POSITIVE_INFINITE if @special == :infinity
    return @sign * SIGN_POSITIVE_ZERO if zero?
    @sign * SIGN_POSITIVE_FINITE
  end

  # The decimal exponent: 0.xxx * 10**exponent.
  def exponent = finite? && !zero? ? @coefficient.to_s.size + @exponent : 0

  # Significant digits, counting the integer part's trailing zeros.
  def precision
    return 0 unless finite? && !zero?
    digits = @coefficient.to_s.size
    @exponent > 0 ? digits + @exponent : [digits, -@exponent].max
  end

  def scale = finite? && !zero? && @exponent < 0 ? -@exponent : 0
  def precision_scale = [precision, scale]
  def n_significant_digits = finite? && !zero? ? @coefficient.to_s.size : 0

  def split
    digits = case @special
             when :nan then "NaN"
             when :infinity then "Infinity"
             else @coefficient.zero? ? "0" : @coefficient.to_s
             end
    [nan? ? 0 : @sign, digits, 10, exponent]
  end

  def hash = [@sign, @coefficient, @exponent, @special].hash

  # ---- conversions ----

  def to_s(format = "") = __text(format.to_s)
  def inspect = __text("")

  # The text in `format`: "F" plain, else "E" (0.xxxEn); a leading "+" or
  # " " for positive values; digits in groups of a given count. US-ASCII.
  def __text(format)
    plus = format.include?("+") ? "+" : format.include?(" ") ? " " : ""
    sign = @sign < 0 ? "-" : plus
    group = format[/\d+/].to_i
    text = if nan? then +"NaN"
           elsif @special == :infinity then "#{sign}Infinity"
           elsif format =~ /F/i then sign + __plain_text(group)
           else sign + __scientific_text(group)
           end
    text.force_encoding(Encoding::US_ASCII)
  end


  # Deprecated in the gem (a warning in the deprecated category): the
  # digits of its words in use and allocated.
  def precs
    warn "BigDecimal#precs is deprecated and will be removed in the future; use BigDecimal#precision instead.", uplevel: 1, category: :deprecated
    [__word_count * 9, (__word_count + 1) * 9]
  end

  def to_i
    raise FloatDomainError, "Computation results in 'NaN' (Not a Number)" if nan?
    raise FloatDomainError, "Computation results in '#{@sign < 0 ? "-" : ""}Infinity'" if infinite?
    magnitude = @exponent >= 0 ? @coefficient * 10**@exponent : @coefficient / 10**-@exponent
    @sign * magnitude
  end
  alias to_int to_i

  def to_r
    raise FloatDomainError, "Computation results in 'NaN' (Not a Number)" if nan?
    raise FloatDomainError, "Computation results in '#{@sign < 0 ? "-" : ""}Infinity'" if infinite?
    @sign * @coefficient * 10r**@exponent
  end

  def to_f
    return Float::NAN if nan?
    return @sign * Float::INFINITY if infinite?
    return @sign * 0.0 if zero?
    return @sign * Float::INFINITY if exponent > 400
    return @sign * 0.0 if exponent < -400
    to_r.to_f
  end

  def to_d = self
  def to_digits = finite? ? to_s("F") : to_s

  # The gem's Marshal text: its allocation in digits (words for the digits
  # of the plain form, plus one), then the value.
  def _dump(_level = nil)
    plain = finite? ? __plain_text(0).delete("-.") : ""
    "#{((plain.size + 8) / 9 + 1) * 9}:#{self}"
  end

  def coerce(other)
    [__operand(other, precision_for_float: 0) || raise(TypeError, "#{other.class} can't be coerced into BigDecimal"), self]
  end

  def +@ = self

  def -@
    return self if nan?
    BigDecimal.__set_sign(self, -@sign)
  end

  def abs
    return self if nan?
    BigDecimal.__set_sign(self, 1)
  end

  def self.__set_sign(value, sign)
    return __special(value.__special, sign) if value.__special
    __finite(sign, value.__coefficient, value.__exponent)
  end

  # ---- comparison ----

  def <=>(other)
    value = __operand(other, precision_for_float: 0)
    if value.nil?
      return nil if other.is_a?(Numeric) || !other.respond_to?(:coerce)
      x, y = other.coerce(self)
      return x <=> y
    end
    return nil if nan? || value.nan?
    rank = infinite? || 0
    other_rank = value.infinite? || 0
    return rank <=> other_rank unless rank.zero? && other_rank.zero?
    to_r <=> value.to_r
  end

  def ==(other)
    return false if nan?
    (self <=> other) == 0
  end
  alias === ==
  alias eql? ==

  %i[< <= > >=].each do |op|
    define_method(op) do |other|
      if !other.is_a?(Numeric) && !other.nil? && other.respond_to?(:coerce)
        x, y = other.coerce(self)
        return x.public_send(op, y)
      end
      result = self <=> other
      if result.nil?
        return false if nan? || (other.is_a?(BigDecimal) && other.nan?) || (other.is_a?(Float) && other.nan?)
        raise ArgumentError, "comparison of BigDecimal with #{other.nil? ? "nil" : other.class} failed"
      end
      result.public_send(op, 0)
    end
  end

  def __plain_text(group)
    return "0.0" if zero?
    digits = @coefficient.to_s
    if @exponent >= 0
      integer = digits + "0" * @exponent
      fraction = "0"
    elsif -@exponent >= digits.size
      integer = "0"
      fraction = "0" * (-@exponent - digits.size) + digits
    else
      integer = digits[0...@exponent]
      fraction = digits[@exponent..]
    end
    "#{__grouped(integer, group)}.#{__grouped(fraction, group)}"
  end

  def __scientific_text(group)
    return "0.0" if zero?
    "0.#{__grouped(@coefficient.to_s, group)}e#{exponent}"
  end

  # Digits in groups of `group` from the left, separated by spaces.
  def __grouped(digits, group)
    return digits if group <= 0
    digits.scan(/.{1,#{group}}/).join(" ")
  end
end
