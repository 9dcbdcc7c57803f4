# The Complex class, written in Ruby after CRuby's complex.c (performance is
# secondary); loaded on first reference to the constant Complex
# (core/load.cpp). Kernel#Complex, the Numeric methods that see a real as a
# complex number, String#to_c and imaginary literals (2i calls Kernel#Complex)
# are in the prelude (95_complex.rb); the string syntax is complex_parse.rb.

class Complex < Numeric
  class << self
    alias_method :__allocate, :allocate
    undef_method :allocate, :new
  end

  # A complex from two parts, neither of them Complex.
  def self.__new(real, imag)
    c = __allocate
    c.__set(real, imag)
    c.freeze
  end

  # real + imag*i where either part may itself be Complex.
  def self.__canonical(real, imag)
    if imag.is_a?(Complex)
      if real.is_a?(Complex)
        __new(__sub(real.real, imag.imag), __add(real.imag, imag.real))
      else
        __new(__sub(real, imag.imag), imag.real)
      end
    elsif real.is_a?(Complex)
      __new(real.real, __add(real.imag, imag))
    else
      __new(real, imag)
    end
  end

  # The result of an operation: a Complex real part gives its imaginary part
  # to the result's.
  def self.__from_parts(real, imag)
    if real.is_a?(Complex)
      imag = __add(real.imag, imag)
      real = real.real
    end
    __canonical(real, imag)
  end

  # +, - and * on parts, keeping exact zeros and the sign of -0.0 as CRuby does.
  def self.__add(x, y)
    return y if x.equal?(0)
    return x if y.equal?(0) && __builtin_real?(x)
    x + y
  end

  def self.__sub(x, y)
    y.equal?(0) ? x : x - y
  end

  def self.__mul(x, y)
    if x.is_a?(Integer)
      return 0 if y.equal?(0) || (x == 0 && y.is_a?(Integer))
      return y if x == 1
    end
    return x if y.equal?(1)
    x * y
  end

  # x * y where a zero factor must not turn an infinite other factor into NaN.
  def self.__safe_mul(x, y, x_zero, y_zero)
    x = __unit_sign(x) if !x_zero && y_zero
    y = __unit_sign(y) if !y_zero && x_zero
    __mul(x, y)
  end

  def self.__unit_sign(x)
    return x unless x.is_a?(Float) && !x.nan?
    __negative?(x) ? -1.0 : 1.0
  end

  # [real, imag] of (ar + ai*i) * (br + bi*i).
  def self.__product(ar, ai, br, bi)
    arz = __zero?(ar)
    aiz = __zero?(ai)
    brz = __zero?(br)
    biz = __zero?(bi)
    [__sub(__safe_mul(ar, br, arz, brz), __safe_mul(ai, bi, aiz, biz)),
     __add(__safe_mul(ar, bi, arz, biz), __safe_mul(ai, br, aiz, brz))]
  end

  def self.__builtin_real?(x)
    x.is_a?(Integer) || x.is_a?(Float) || __rational?(x)
  end

  def self.__zero?(x)
    x == 0
  end

  def self.__exact_zero?(x)
    !x.is_a?(Float) && x == 0
  end

  # True for negative numbers and -0.0 (not for NaN).
  def self.__negative?(x)
    return x < 0 || (x == 0 && 1.0 / x < 0) if x.is_a?(Float)
    x < 0
  end

  # A Rational with denominator 1 becomes its Integer.
  def self.__rational_canonical(x)
    __rational?(x) && x.denominator == 1 ? x.numerator : x
  end

  # The part of a Complex built from an argument that must be real.
  def self.__real_check(x)
    return x if __builtin_real?(x)
    return x.real if x.is_a?(Complex) && x.real?
    raise TypeError, "not a real" unless x.is_a?(Numeric) && x.real?
    x
  end

  def self.rectangular(real, imag = 0)
    __new(__real_check(real), __real_check(imag))
  end

  def self.rect(real, imag = 0)
    rectangular(real, imag)
  end

  def self.polar(abs, arg = 0)
    __polar(__real_check(abs), __real_check(arg))
  end

  # abs and arg are real.
  def self.__polar(abs, arg)
    return __new(abs, 0.0) if __zero?(abs) || __zero?(arg)
    if arg.is_a?(Float)
      if arg == Math::PI
        __new(-abs, 0.0)
      elsif arg == Math::PI / 2
        __new(0.0, abs)
      elsif arg == Math::PI / 2 + Math::PI
        __new(0.0, -abs)
      elsif abs.is_a?(Float)
        __new(abs * Math.cos(arg), abs * Math.sin(arg))
      else
        __new(__mul(abs, Math.cos(arg)), __mul(abs, Math.sin(arg)))
      end
    else
      __canonical(__mul(abs, Math.cos(arg)), __mul(abs, Math.sin(arg)))
    end
  end

  # abs rotated by ang*PI (Floats): a negative base to a fractional power.
  def self.__polar_pi(abs, ang)
    whole = ang.truncate.to_f
    frac = ang - whole
    if frac == 0.5 || frac == -0.5
      half_turns = (whole / 2.0) - (whole / 2.0).truncate
      abs = -abs if (half_turns != frac) ^ (frac == 0.5)
      __new(0.0, abs)
    else
      __new(abs * Math.cos(ang * Math::PI), abs * Math.sin(ang * Math::PI))
    end
  end

  # Kernel#Complex(a, b) after its argument checks; b is undefined when
  # no_b. Strings are already converted.
  def self.__convert(a, b, no_b, exception)
    a = a.real if a.is_a?(Complex) && __exact_zero?(a.imag)
    b = b.real if b.is_a?(Complex) && __exact_zero?(b.imag)
    return a if a.is_a?(Complex) && (no_b || __exact_zero?(b))
    if no_b
      return a if a.is_a?(Numeric) && !a.real?
      return __to_complex(a, exception) unless a.is_a?(Numeric)
      return rectangular(a)
    end
    if a.is_a?(Numeric) && b.is_a?(Numeric) && (!a.real? || !b.real?)
      return __add(a, __mul(b, I))
    end
    return nil if !exception && !__builtin_real?(b)
    rectangular(a, b)
  end

  # Complex(x) for an x that is not Numeric: x.to_c.
  def self.__to_complex(x, exception)
    unless x.respond_to?(:to_c)
      return nil unless exception
      raise TypeError, "can't convert #{__class_desc(x)} into Complex"
    end
    begin
      c = x.to_c
    rescue StandardError
      raise if exception
      return nil
    end
    return c if c.is_a?(Complex)
    return nil unless exception
    raise TypeError, "can't convert #{x.class} to Complex (#{x.class}#to_c gives #{c.class})"
  end

  def __set(real, imag)
    @real = real
    @imag = imag
  end

  # Marshal's form, as CRuby's: [real, imaginary].
  private def marshal_dump = [@real, @imag]

  private def marshal_load(a)
    unless a.is_a?(Array) && a.size == 2
      raise ArgumentError, "marshaled complex must have an array whose length is 2 but #{a.is_a?(Array) ? a.size : 0}"
    end
    __set(a[0], a[1])
    freeze
  end

  attr_reader :real

  def imaginary
    @imag
  end
  alias imag imaginary

  # What a complex number cannot do (those of CRuby's list that Numeric has).
  undef_method(*%i[< <= > >= between? clamp % div divmod floor ceil modulo remainder round step
                   truncate i positive? negative?].select { |m| method_defined?(m) })

  def -@
    Complex.__from_parts(-@real, -@imag)
  end

  def +(o)
    if o.is_a?(Complex)
      Complex.__from_parts(Complex.__add(@real, o.real), Complex.__add(@imag, o.imag))
    elsif o.is_a?(Numeric) && o.real?
      Complex.__from_parts(Complex.__add(@real, o), @imag)
    else
      __coerced(o, :+)
    end
  end

  def -(o)
    if o.is_a?(Complex)
      Complex.__from_parts(Complex.__sub(@real, o.real), Complex.__sub(@imag, o.imag))
    elsif o.is_a?(Numeric) && o.real?
      Complex.__from_parts(Complex.__sub(@real, o), @imag)
    else
      __coerced(o, :-)
    end
  end

  def *(o)
    if o.is_a?(Complex)
      Complex.__from_parts(*Complex.__product(@real, @imag, o.real, o.imag))
    elsif o.is_a?(Numeric) && o.real?
      Complex.__from_parts(Complex.__mul(@real, o), Complex.__mul(@imag, o))
    else
      __coerced(o, :*)
    end
  end

  def /(o)
    __divide(o, :quo)
  end
  alias quo /

  def fdiv(o)
    __divide(o, :fdiv)
  end

  # self / o with op (quo or fdiv) dividing the parts.
  private def __divide(o, op)
    if o.is_a?(Complex)
      ar = @real
      ai = @imag
      br = o.real
      bi = o.imag
      float = ar.is_a?(Float) || ai.is_a?(Float) || br.is_a?(Float) || bi.is_a?(Float)
      if br.abs > bi.abs
        r = __part_div(bi, br, op)
        n = Complex.__mul(br, Complex.__add(1, Complex.__mul(r, r)))
        x = __part_div(Complex.__add(ar, Complex.__mul(ai, r)), n, op)
        y = __part_div(Complex.__sub(ai, Complex.__mul(ar, r)), n, op)
      else
        r = __part_div(br, bi, op)
        n = Complex.__mul(bi, Complex.__add(1, Complex.__mul(r, r)))
        x = __part_div(Complex.__add(Complex.__mul(ar, r), ai), n, op)
        y = __part_div(Complex.__sub(Complex.__mul(ai, r), ar), n, op)
      end
      unless float
        x = Complex.__rational_canonical(x)
        y = Complex.__rational_canonical(y)
      end
      Complex.__from_parts(x, y)
    elsif o.is_a?(Numeric) && o.real?
      Complex.__from_parts(Complex.__rational_canonical(__part_div(@real, o, op)),
                           Complex.__rational_canonical(__part_div(@imag, o, op)))
    else
      __coerced(o, op == :quo ? :/ : op)
    end
  end

  private def __part_div(x, y, op)
    op == :quo && x.is_a?(Float) ? x / y : x.__send__(op, y)
  end

  def **(o)
    return Complex.__new(1, 0) if o.is_a?(Numeric) && Complex.__exact_zero?(o)
    o = o.numerator if __rational?(o) && o.denominator == 1
    o = o.real if o.is_a?(Complex) && Complex.__exact_zero?(o.imag)
    return Complex.__new(@real, @imag) if o.equal?(1)
    special = __pow_special_angle(o)
    return special if special
    if o.is_a?(Complex)
      r = abs
      theta = arg
      log_r = Math.log(r)
      nr = Math.exp(Complex.__sub(Complex.__mul(o.real, log_r), Complex.__mul(o.imag, theta)))
      ntheta = Complex.__add(Complex.__mul(theta, o.real), Complex.__mul(o.imag, log_r))
      return Complex.polar(nr, ntheta)
    end
    return __pow_integer(o) if o.is_a?(Integer)
    if o.is_a?(Numeric) && o.real?
      return Complex.polar(abs**o, Complex.__mul(arg, o))
    end
    __coerced(o, :**)
  end
  alias pow **

  # self ** n for an Integer n, by repeated squaring.
  private def __pow_integer(n)
    return Complex.__new(1, 0) if n == 0
    base = self
    if n < 0
      base = 1.quo(self)
      n = -n
    end
    xr = base.real
    xi = base.imag
    zr = xr
    zi = xi
    if Complex.__zero?(xi)
      zr = zr**n
    elsif Complex.__zero?(xr)
      zi = zi**n
      zi = -zi if n & 2 != 0
      zr, zi = zi, zr if n.even?
    else
      k = n - 1
      while k > 0
        while k.even?
          xr, xi = Complex.__sub(Complex.__mul(xr, xr), Complex.__mul(xi, xi)),
                   Complex.__mul(Complex.__mul(2, xr), xi)
          k /= 2
        end
        zr, zi = Complex.__product(zr, zi, xr, xi)
        k -= 1
      end
    end
    Complex.__new(zr, zi)
  end

  # Integer powers of numbers on the axes or diagonals stay exact.
  private def __pow_special_angle(n)
    return nil unless n.is_a?(Integer)
    if Complex.__zero?(@imag)
      x = @real
      dir = 0
    elsif Complex.__zero?(@real)
      x = @imag
      dir = 2
    elsif @real == @imag
      x = @real
      dir = 1
    elsif @real == -@imag
      x = @imag
      dir = 3
    else
      return nil
    end
    if Complex.__negative?(x)
      x = -x
      dir += 4
    end
    if dir.even?
      zx = x**n
    else
      zx = (2 * x * x)**(n / 2)
      zx *= x if n.odd?
    end
    re, im = [[1, 0], [1, 1], [0, 1], [-1, 1], [-1, 0], [-1, -1], [0, -1], [1, -1]][(dir * n) % 8]
    Complex.__new(__axis_part(zx, re), __axis_part(zx, im))
  end

  private def __axis_part(x, sign)
    return x if sign == 1
    return -x if sign == -1
    return 0.0 if x.is_a?(Float)
    return Rational.__raw(0, 1) if __rational?(x)
    0
  end

  def ==(o)
    if o.is_a?(Complex)
      __part_equal?(@real, o.real) && __part_equal?(@imag, o.imag)
    elsif o.is_a?(Numeric) && o.real?
      __part_equal?(@real, o) && Complex.__zero?(@imag)
    else
      o == self
    end
  end

  private def __part_equal?(x, y)
    return x.to_f == y.to_f if x.is_a?(Float) || y.is_a?(Float)
    x == y
  end

  def <=>(o)
    unless o.is_a?(Numeric)
      return nil unless o.respond_to?(:coerce)
      begin
        a, b = o.coerce(self)
      rescue StandardError
        return nil
      end
      return a <=> b
    end
    return nil unless Complex.__zero?(@imag)
    if o.is_a?(Complex)
      Complex.__zero?(o.imag) ? @real <=> o.real : nil
    else
      @real <=> o
    end
  end

  def coerce(o)
    return [o, self] if o.is_a?(Complex)
    return [Complex.__new(o, 0), self] if o.is_a?(Numeric) && o.real?
    raise TypeError, "#{o.class} can't be coerced into Complex"
  end

  private def __coerced(o, op)
    unless o.respond_to?(:coerce)
      raise TypeError, "#{__class_desc(o)} can't be coerced into Complex"
    end
    a, b = o.coerce(self)
    a.__send__(op, b)
  end

  def abs
    if Complex.__zero?(@real)
      a = @imag.abs
      return @real.is_a?(Float) && !@imag.is_a?(Float) ? a.to_f : a
    end
    if Complex.__zero?(@imag)
      a = @real.abs
      return !@real.is_a?(Float) && @imag.is_a?(Float) ? a.to_f : a
    end
    Math.hypot(@real, @imag)
  end
  alias magnitude abs

  def abs2
    Complex.__add(Complex.__mul(@real, @real), Complex.__mul(@imag, @imag))
  end

  def arg
    Math.atan2(@imag, @real)
  end
  alias angle arg
  alias phase arg

  def rectangular
    [@real, @imag]
  end
  alias rect rectangular

  def polar
    [abs, arg]
  end

  def conjugate
    Complex.__from_parts(@real, -@imag)
  end
  alias conj conjugate

  def real?
    false
  end

  def finite?
    @real.finite? && @imag.finite?
  end

  def infinite?
    @real.infinite? || @imag.infinite? ? 1 : nil
  end

  def denominator
    @real.denominator.lcm(@imag.denominator)
  end

  def numerator
    d = denominator
    Complex.__from_parts(Complex.__mul(@real.numerator, d / @real.denominator),
                         Complex.__mul(@imag.numerator, d / @imag.denominator))
  end

  def hash
    [@real, @imag, :__complex].hash
  end

  def eql?(o)
    o.is_a?(Complex) && @real.class == o.real.class && @imag.class == o.imag.class && self == o
  end

  def to_s
    __format(:to_s)
  end

  def inspect
    "(#{__format(:inspect)})"
  end

  # "1+2i", "1.0-0.5i", "0+Infinity*i": each part shown by `show`.
  private def __format(show)
    text = @real.__send__(show) + (Complex.__negative?(@imag) ? "-" : "+") + @imag.abs.__send__(show)
    text << "*" unless text[-1].match?(/\d/)
    text << "i"
  end

  def to_i
    __real_part_for("Integer").to_i
  end

  def to_f
    __real_part_for("Float").to_f
  end

  def to_r
    __real_part_for("Rational").to_r
  end

  def rationalize(*eps)
    raise ArgumentError, "wrong number of arguments (given #{eps.size}, expected 0..1)" if eps.size > 1
    __real_part_for("Rational").rationalize(*eps)
  end

  private def __real_part_for(target)
    raise RangeError, "can't convert #{self} into #{target}" unless Complex.__exact_zero?(@imag)
    @real
  end

  def to_c
    self
  end

  I = __new(0, 1)
end
