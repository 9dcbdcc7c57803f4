# Random::Formatter#random_number and #rand (random.c's in CRuby) for an
# object that is not a Random, such as SecureRandom: numbers made from the
# object's own bytes(n). Random and its instances answer with their own
# generator (core/random.cpp); random/formatter.rb adds the rest (hex, uuid...).

module Random::Formatter
  def random_number(limit = nil)
    case limit
    when nil then __random_float
    when Integer then limit > 0 ? __random_below(limit) : __random_float
    when Float then limit > 0 ? __random_float * limit : __random_float
    when Range then __random_in(limit) || __random_float
    else
      raise ArgumentError, "invalid argument - #{limit}" unless limit.respond_to?(:to_int)
      random_number(limit.to_int)
    end
  end
  alias_method :rand, :random_number

  private

  # A Float in [0, 1) from 8 bytes, made as random.c makes one from two
  # 32-bit words.
  def __random_float
    low, high = bytes(8).unpack("L<2")
    ((low >> 5) * 67108864.0 + (high >> 6)) / 9007199254740992.0
  end

  # An Integer in [0, n): the fewest whole bytes that hold n - 1, masked to
  # its bits, drawn again until below n.
  def __random_below(n)
    bits = (n - 1).bit_length
    return 0 if bits == 0
    mask = (1 << bits) - 1
    size = (bits + 7) / 8
    while true
      value = bytes(size).unpack1("H*").to_i(16) & mask
      return value if value < n
    end
  end

  # A number in a numeric range; nil when it is empty.
  def __random_in(range)
    first, last = range.begin, range.end
    if first.is_a?(Integer) && last.is_a?(Integer)
      span = last - first + (range.exclude_end? ? 0 : 1)
      span > 0 ? first + __random_below(span) : nil
    elsif first.is_a?(Numeric) && last.is_a?(Numeric)
      span = last.to_f - first.to_f
      return nil if span < 0 || (range.exclude_end? && span == 0)
      first + __random_float * span
    else
      raise ArgumentError, "invalid argument - #{range}"
    end
  end
end
