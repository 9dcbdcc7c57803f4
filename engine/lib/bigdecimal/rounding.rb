# bigdecimal/rounding for Garnet: round, truncate, floor, ceil, fix and
# frac (part of bigdecimal.rb, decision 050).
class BigDecimal
  # ---- rounding ----

  # round: an Integer; round(n): an Integer when n < 1, else a BigDecimal
  # of n places; with a mode as well, or with only half:, a BigDecimal.
  def round(*args, half: nil)
    raise ArgumentError, "wrong number of arguments (given #{args.size}, expected 0..2)" if args.size > 2
    digits = args[0]
    mode = args.size > 1 ? BigDecimal.__rounding_mode(args[1]) : BigDecimal.mode(ROUND_MODE)
    unless half.nil?
      mode = {up: ROUND_HALF_UP, down: ROUND_HALF_DOWN, even: ROUND_HALF_EVEN}.fetch(half) do
        raise ArgumentError, "invalid rounding mode: #{half.inspect}"
      end
    end
    to_integer = args.empty? ? half.nil? : args.size == 1 && BigDecimal.__int(digits) < 1
    return __whole_or_rounded(nil, mode) if to_integer && args.empty?
    rounded = __rounded_at(BigDecimal.__int(digits || 0), mode)
    to_integer ? rounded.to_i : rounded
  end

  def truncate(digits = nil) = __whole_or_rounded(digits, ROUND_DOWN)
  def floor(digits = nil) = __whole_or_rounded(digits, ROUND_FLOOR)
  def ceil(digits = nil) = __whole_or_rounded(digits, ROUND_CEILING)
  def fix = finite? ? __rounded_at(0, ROUND_DOWN) : self

  def frac
    return self unless finite?
    self - fix
  end

  def __whole_or_rounded(digits, mode)
    return __rounded_at(BigDecimal.__int(digits), mode) unless digits.nil?
    raise FloatDomainError, "Computation results in 'NaN' (Not a Number)" if nan?
    raise FloatDomainError, "Computation results in '#{@sign < 0 ? "-" : ""}Infinity'" if infinite?
    __rounded_at(0, mode).to_i
  end

  # Rounded to `digits` places after the point (before it when negative).
  def __rounded_at(digits, mode)
    return self unless finite?
    return self if -@exponent <= digits
    whole = BigDecimal.__rounded_quotient(@coefficient * 10r**@exponent, -digits, @sign, mode)
    BigDecimal.__finite(@sign, whole, -digits)
  end
end
