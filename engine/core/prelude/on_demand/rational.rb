# The Rational class, written in Ruby (performance is secondary); loaded on
# first reference to the constant Rational (core/load.cpp). Kernel#Rational
# and the to_r conversions are in the prelude (95_rational.rb).

class Rational < Numeric
  # A normalized rational from Integers n and d (d != 0).
  def self.__new(n, d)
    if d < 0
      n = -n
      d = -d
    end
    g = n.gcd(d)
    if g != 1
      n /= g
      d /= g
    end
    __raw(n, d)
  end

  # n/d already normalized.
  def self.__raw(n, d)
    r = allocate
    r.__set(n, d)
    r.freeze
  end

  class << self
    undef_method :new
  end

  # Rational("1/3"), Rational(" 2 "), Rational("0.75e1"): nil when malformed.
  # strict: the whole string must be a rational; otherwise a valid prefix.
  def self.__parse(s, strict)
    re = strict ? /\A\s*([-+])?(\d+(?:_\d+)*)?(?:\.(\d+(?:_\d+)*))?(?:[eE]([-+]?\d+(?:_\d+)*))?(?:\/(\d+(?:_\d+)*))?\s*\z/ :
                  /\A\s*([-+])?(\d+(?:_\d+)*)?(?:\.(\d+(?:_\d+)*))?(?:[eE]([-+]?\d+(?:_\d+)*))?(?:\/(\d+(?:_\d+)*))?/
    m = re.match(s)
    return nil unless m
    ip, fp, ex, dn = m[2], m[3], m[4], m[5]
    return nil if ip.nil? && fp.nil?
    return nil if ip.nil? && strict # ".5" is not a valid Rational string
    n = (ip || "0").delete("_").to_i
    d = 1
    if fp
      fp = fp.delete("_")
      n = n * 10**fp.size + fp.to_i
      d = 10**fp.size
    end
    if ex
      e = ex.delete("_").to_i
      if e >= 0
        n *= 10**e
      else
        d *= 10**-e
      end
    end
    if dn
      dv = dn.delete("_").to_i
      return :zero if dv == 0
      d *= dv
    end
    n = -n if m[1] == "-"
    __new(n, d)
  end

  # The simplest rational in the closed interval [a, b] (a <= b, Rationals).
  def self.__simplest(a, b)
    p0 = 0
    p1 = 1
    q0 = 1
    q1 = 0
    while true
      c = a.ceil
      break if c < b
      k = c - 1
      p2 = k * p1 + p0
      q2 = k * q1 + q0
      t = 1 / (b - k)
      b = 1 / (a - k)
      a = t
      p0 = p1
      q0 = q1
      p1 = p2
      q1 = q2
    end
    __new(c * p1 + p0, c * q1 + q0)
  end

  # The simplest rational within eps of x (a Rational).
  def self.__simplest_within(x, eps)
    e = eps.abs
    e = e.to_r unless e.is_a?(Rational)
    a = x - e
    b = x + e
    return x if a == b
    __simplest_between(a, b)
  end

  def self.__simplest_between(a, b)
    # CRuby: handles the sign by symmetry
    if a < 0 && b < 0
      r = __simplest(-b, -a)
      return __new(-r.numerator, r.denominator)
    end
    return __new(0, 1) if a <= 0 # 0 lies in the interval
    __simplest(a, b)
  end

  def __set(n, d)
    @numerator = n
    @denominator = d
  end

  attr_reader :numerator, :denominator

  # Marshal's form, as CRuby's: [numerator, denominator].
  private def marshal_dump = [@numerator, @denominator]

  private def marshal_load(a)
    unless a.is_a?(Array) && a.size == 2
      raise ArgumentError, "marshaled rational must have an array whose length is 2 but #{a.is_a?(Array) ? a.size : 0}"
    end
    raise ZeroDivisionError, "divided by 0" if a[1] == 0
    __set(a[0], a[1])
    freeze
  end

  private def __coerced(other, op)
    unless other.respond_to?(:coerce)
      raise TypeError, "#{__class_desc(other)} can't be coerced into Rational"
    end
    a, b = other.coerce(self)
    a.__send__(op, b)
  end

  private def __class_desc(o)
    case o
    when nil then "nil"
    when true then "true"
    when false then "false"
    else o.class.to_s
    end
  end

  def +(o)
    if o.is_a?(Integer)
      Rational.__raw(@numerator + o * @denominator, @denominator)
    elsif o.is_a?(Rational)
      Rational.__new(@numerator * o.denominator + o.numerator * @denominator, @denominator * o.denominator)
    elsif o.is_a?(Float)
      to_f + o
    else
      __coerced(o, :+)
    end
  end

  def -(o)
    if o.is_a?(Integer)
      Rational.__raw(@numerator - o * @denominator, @denominator)
    elsif o.is_a?(Rational)
      Rational.__new(@numerator * o.denominator - o.numerator * @denominator, @denominator * o.denominator)
    elsif o.is_a?(Float)
      to_f - o
    else
      __coerced(o, :-)
    end
  end

  def *(o)
    if o.is_a?(Integer)
      Rational.__new(@numerator * o, @denominator)
    elsif o.is_a?(Rational)
      Rational.__new(@numerator * o.numerator, @denominator * o.denominator)
    elsif o.is_a?(Float)
      to_f * o
    else
      __coerced(o, :*)
    end
  end

  def /(o)
    if o.is_a?(Integer)
      raise ZeroDivisionError, "divided by 0" if o == 0
      Rational.__new(@numerator, @denominator * o)
    elsif o.is_a?(Rational)
      raise ZeroDivisionError, "divided by 0" if o.numerator == 0
      Rational.__new(@numerator * o.denominator, @denominator * o.numerator)
    elsif o.is_a?(Float)
      to_f / o
    else
      __coerced(o, :/)
    end
  end
  alias quo /

  def fdiv(o)
    if o.is_a?(Float)
      to_f / o
    elsif o.is_a?(Integer) || o.is_a?(Rational)
      return to_f / 0.0 if o == 0
      (self / o).to_f
    else
      __coerced(o, :fdiv)
    end
  end

  def **(o)
    if o.is_a?(Rational) && o.denominator == 1
      o = o.numerator
    end
    if o.is_a?(Integer)
      if o >= 0
        Rational.__raw(@numerator**o, @denominator**o)
      else
        raise ZeroDivisionError, "divided by 0" if @numerator == 0
        Rational.__new(@denominator**-o, @numerator**-o)
      end
    elsif o.is_a?(Float) || o.is_a?(Rational)
      to_f**o.to_f
    else
      __coerced(o, :**)
    end
  end
  alias pow **

  def -@
    Rational.__raw(-@numerator, @denominator)
  end

  def +@
    self
  end

  def abs
    @numerator < 0 ? -self : self
  end
  alias magnitude abs

  def <=>(o)
    if o.is_a?(Integer)
      (@numerator <=> o * @denominator)
    elsif o.is_a?(Rational)
      (@numerator * o.denominator) <=> (o.numerator * @denominator)
    elsif o.is_a?(Float)
      to_f <=> o
    elsif o.respond_to?(:coerce)
      begin
        a, b = o.coerce(self)
      rescue StandardError
        return nil
      end
      a <=> b
    end
  end

  def ==(o)
    if o.is_a?(Integer)
      @denominator == 1 && @numerator == o
    elsif o.is_a?(Rational)
      @numerator == o.numerator && @denominator == o.denominator
    elsif o.is_a?(Float)
      to_f == o
    else
      o == self
    end
  end

  def <(o)
    c = (self <=> o)
    raise ArgumentError, "comparison of Rational with #{__cmp_desc(o)} failed" if c.nil?
    c < 0
  end

  def <=(o)
    c = (self <=> o)
    raise ArgumentError, "comparison of Rational with #{__cmp_desc(o)} failed" if c.nil?
    c <= 0
  end

  def >(o)
    c = (self <=> o)
    raise ArgumentError, "comparison of Rational with #{__cmp_desc(o)} failed" if c.nil?
    c > 0
  end

  def >=(o)
    c = (self <=> o)
    raise ArgumentError, "comparison of Rational with #{__cmp_desc(o)} failed" if c.nil?
    c >= 0
  end

  private def __cmp_desc(o)
    o.nil? || o == true || o == false ? o.inspect : o.class.to_s
  end

  def coerce(o)
    if o.is_a?(Integer)
      [Rational.__raw(o, 1), self]
    elsif o.is_a?(Float)
      [o, to_f]
    elsif o.is_a?(Rational)
      [o, self]
    else
      raise TypeError, "#{__class_desc(o)} can't be coerced into Rational"
    end
  end

  def div(o)
    raise ZeroDivisionError, "divided by 0" if o == 0 && !o.is_a?(Float)
    (self / o).floor
  end

  def %(o)
    raise ZeroDivisionError, "divided by 0" if o == 0 && !o.is_a?(Float)
    self - o * (self / o).floor
  end
  alias modulo %

  def divmod(o)
    raise ZeroDivisionError, "divided by 0" if o == 0 && !o.is_a?(Float)
    q = (self / o).floor
    [q, self - o * q]
  end

  def remainder(o)
    raise ZeroDivisionError, "divided by 0" if o == 0 && !o.is_a?(Float)
    self - o * (self / o).truncate
  end

  def to_f
    @numerator.fdiv(@denominator)
  end

  def to_i
    @numerator < 0 ? -(-@numerator / @denominator) : @numerator / @denominator
  end

  def to_r
    self
  end

  def rationalize(eps = (no_eps = true; nil))
    return self if no_eps
    Rational.__simplest_within(self, eps)
  end

  private def __round_common(digits, half)
    unless digits.is_a?(Integer)
      raise TypeError, "no implicit conversion of #{__class_desc(digits)} into Integer" unless digits.respond_to?(:to_int)
      digits = digits.to_int
    end
    return __round_int(half) if digits == 0
    s = 10**digits.abs
    if digits > 0
      Rational.__new((self * s).__round_int(half), s)
    else
      (self / s).__round_int(half) * s
    end
  end

  # half: :floor :ceil :truncate :up :even :down
  def __round_int(half)
    n = @numerator
    d = @denominator
    case half
    when :floor then n.div(d)
    when :ceil then -((-n).div(d))
    when :truncate then to_i
    else
      return n if d == 1
      neg = n < 0
      n = -n if neg
      q, r = n.divmod(d)
      twice = r * 2
      if twice > d
        q += 1
      elsif twice == d
        q += 1 if half == :up || (half == :even && q.odd?)
      end
      neg ? -q : q
    end
  end

  def floor(digits = 0)
    __round_common(digits, :floor)
  end

  def ceil(digits = 0)
    __round_common(digits, :ceil)
  end

  def truncate(digits = 0)
    __round_common(digits, :truncate)
  end

  def round(digits = 0, half: nil)
    mode = case half
           when nil, :up, "up" then :up
           when :even, "even" then :even
           when :down, "down" then :down
           else raise ArgumentError, "invalid rounding mode: #{half}"
           end
    __round_common(digits, mode)
  end

  def zero?
    @numerator == 0
  end

  def positive?
    @numerator > 0
  end

  def negative?
    @numerator < 0
  end

  def integer?
    false
  end

  def finite?
    true
  end

  def infinite?
    nil
  end

  def hash
    [@numerator, @denominator, :__rational].hash
  end

  def eql?(o)
    o.is_a?(Rational) && self == o
  end

  def to_s
    "#{@numerator}/#{@denominator}"
  end

  def inspect
    "(#{to_s})"
  end
end

module Kernel
  private def __rational?(x) = x.is_a?(Rational)
end
