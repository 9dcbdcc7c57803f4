# The string syntax of complex numbers, for Kernel#Complex (strict) and
# String#to_c (lenient), read as CRuby's complex.c reads it: "1+2i", "-i",
# "3", "1/2-3.5e1i", "2@1.5" (polar), digits grouped by single underscores.
# Loaded with on_demand/complex.rb.

class Complex
  # The Complex `s` spells. strict: nil unless all of `s` (but surrounding
  # white space) is one. Otherwise the longest valid prefix, (0+0i) for none.
  def self.__parse(s, strict)
    ok, c, i = __read_complex(s, __skip_space(s, 0), strict)
    return c unless strict
    ok && __skip_space(s, i) == s.bytesize ? c : nil
  end

  # [ok, complex, index after it]; complex is what was read so far when
  # not ok.
  def self.__read_complex(s, i, strict)
    text = +""
    sign, i = __read_sign(s, i, text)
    return [true, __canonical(0, sign == "-" ? -1 : 1), i + 1] if __imaginary_unit?(s.getbyte(i))
    j = __read_unsigned_rational(s, i, strict, text)
    return [false, __canonical(__number(text), 0), i] unless j
    i = j
    real = __number(text)
    return [true, __canonical(0, real), i + 1] if __imaginary_unit?(s.getbyte(i))
    case s.getbyte(i)
    when 64 # @
      __read_polar(s, i + 1, strict, real)
    when 43, 45 # + -
      text = +""
      sign, i = __read_sign(s, i, text)
      if __imaginary_unit?(s.getbyte(i))
        imag = sign == "-" ? -1 : 1
      else
        j = __read_unsigned_rational(s, i, strict, text)
        return [false, __canonical(real, 0), i] unless j
        i = j
        imag = __number(text)
      end
      return [false, __canonical(real, 0), i] unless __imaginary_unit?(s.getbyte(i))
      [true, __canonical(real, imag), i + 1]
    else
      [true, __canonical(real, 0), i]
    end
  end

  # The angle after "abs@".
  def self.__read_polar(s, i, strict, abs)
    text = +""
    j = __read_rational(s, i, strict, text)
    return [false, __canonical(abs, 0), i] unless __digit?(text.getbyte(-1))
    c = polar(abs, __number(text))
    j ? [true, c, j] : [false, c, i]
  end

  # An Integer, Float or Rational from digits read into text.
  def self.__number(text)
    if text.include?("/")
      r = Rational.__parse(text, false)
      raise ZeroDivisionError, "divided by 0" if r == :zero
      r
    elsif text.match?(/[.eE]/)
      text.to_f
    else
      text.to_i
    end
  end

  # The reader functions below copy what they accept into `text` and answer
  # the index after it, or nil when the input does not fit.

  # [sign ("+", "-" or nil), index after it]
  def self.__read_sign(s, i, text)
    c = s.getbyte(i)
    return [nil, i] unless c == 43 || c == 45
    text << c
    [c.chr, i + 1]
  end

  def self.__read_rational(s, i, strict, text)
    _, i = __read_sign(s, i, text)
    __read_unsigned_rational(s, i, strict, text)
  end

  # A number, then "/digits" for a Rational.
  def self.__read_unsigned_rational(s, i, strict, text)
    i = __read_number(s, i, strict, text)
    return nil unless i
    return i unless s.getbyte(i) == 47 # /
    __read_part(s, i + 1, strict, text, "/")
  end

  # digits, .digits or digits.digits, then an exponent.
  def self.__read_number(s, i, strict, text)
    unless s.getbyte(i) == 46 # .
      i = __read_digits(s, i, strict, text)
      return nil unless i
    end
    if s.getbyte(i) == 46
      i = __read_part(s, i + 1, strict, text, ".")
      return nil unless i
    end
    c = s.getbyte(i)
    if c == 101 || c == 69 # e E
      text << c
      _, i = __read_sign(s, i + 1, text)
      j = __read_digits(s, i, strict, text)
      text.chop! unless j
      return j
    end
    i
  end

  # The digits after a separator (. or /); the separator is taken back from
  # text when none follow.
  def self.__read_part(s, i, strict, text, separator)
    text << separator
    j = __read_digits(s, i, strict, text)
    text.chop! unless j
    j
  end

  # Digits with single underscores between them. A trailing underscore, or
  # a double one when not strict, ends the number before it; two in a row
  # fail when strict.
  def self.__read_digits(s, i, strict, text)
    return nil unless __digit?(s.getbyte(i))
    after_underscore = true
    while (c = s.getbyte(i)) && (__digit?(c) || c == 95)
      if c == 95 # _
        if after_underscore
          return nil if strict
          break
        end
        after_underscore = true
      else
        text << c
        after_underscore = false
      end
      i += 1
    end
    if after_underscore
      i -= 1
      i -= 1 while s.getbyte(i) == 95
    end
    i
  end

  def self.__skip_space(s, i)
    i += 1 while (c = s.getbyte(i)) && (c == 32 || (c >= 9 && c <= 13))
    i
  end

  def self.__digit?(c)
    !c.nil? && c >= 48 && c <= 57
  end

  # i, I, j or J
  def self.__imaginary_unit?(c)
    c == 105 || c == 73 || c == 106 || c == 74
  end
end
