# Integer#times/upto/downto and Numeric#step (Integer, Float, by:/to: forms).

class Integer
  def times
    return to_enum(:times) { self < 0 ? 0 : self } unless block_given?
    i = 0
    while i < self
      yield i
      i += 1
    end
    self
  end

  def upto(to)
    return to_enum(:upto, to) { __arith_size(self, to, 1, false) } unless block_given?
    i = self
    if to.is_a?(Integer)
      while i <= to
        yield i
        i += 1
      end
    else
      until i > to
        yield i
        i += 1
      end
    end
    self
  end

  def downto(to)
    return to_enum(:downto, to) { __arith_size(self, to, -1, false) } unless block_given?
    i = self
    if to.is_a?(Integer)
      while i >= to
        yield i
        i -= 1
      end
    else
      until i < to
        yield i
        i -= 1
      end
    end
    self
  end
end

class Numeric
  # Numbers are immutable: a copy is the number itself.
  def clone(freeze: true)
    raise ArgumentError, "can't unfreeze #{self.class}" if freeze == false
    self
  end

  def dup = self

  # The generic forms, for Numeric subclasses of a program's own: through
  # the subclass's %, <, >, to_r and to_f, as CRuby's.
  def remainder(y)
    z = self % y
    return z if z == 0
    return z unless (self < 0 && y > 0) || (self > 0 && y < 0)
    return self if y.is_a?(Float) && y.infinite?
    z - y
  end

  def quo(y)
    return Float(self) / y if y.is_a?(Float)
    r = to_r
    unless r.is_a?(Rational)
      raise TypeError, "can't convert #{self.class} to Rational (#{self.class}#to_r gives #{r.class})"
    end
    r / y
  end

  def fdiv(y) = Float(self) / y
  def ceil(*args) = Float(self).ceil(*args)
  def floor(*args) = Float(self).floor(*args)
  def truncate(*args) = Float(self).truncate(*args)
  def round(*args, **opts) = Float(self).round(*args, **opts)
  def numerator = to_r.numerator
  def denominator = to_r.denominator

  # Numbers take no singleton methods.
  def singleton_method_added(name)
    singleton_class.__send__(:remove_method, name)
    raise TypeError, "can't define singleton method \"#{name}\" for #{self.class}"
  end

  def step(*args, by: (no_by = true; nil), to: (no_to = true; nil))
    argc = args.size
    raise ArgumentError, "wrong number of arguments (given #{argc}, expected 0..2)" if argc > 2
    lim = args[0]
    st = args[1]
    unless no_to
      raise ArgumentError, "to is given twice" if argc > 0
      lim = to
    end
    raise ArgumentError, "step is given twice" if !no_by && argc > 1
    unless block_given?
      kw = {}
      kw[:by] = by unless no_by
      kw[:to] = to unless no_to
      s = no_by ? st : by
      if s.nil?
        s = 1
      elsif s == 0
        raise ArgumentError, "step can't be 0"
      end
      if (lim.nil? || lim.is_a?(Numeric)) && s.is_a?(Numeric)
        return Enumerator::ArithmeticSequence.__for_seq(self, :step, args, kw, self, lim, s, false)
      end
      # (a step that is no number: its size is an error, as CRuby's asks step > 0)
      return to_enum(:step, *args, **kw) { s > 0 && nil }
    end
    if !no_by
      st = by
    elsif argc > 1 && st.nil?
      raise TypeError, "step must be numeric"
    end
    raise ArgumentError, "step can't be 0" if st == 0
    st = 1 if st.nil?
    desc = st.is_a?(Integer) ? st < 0 : !(st > 0)
    lim = desc ? -Float::INFINITY : Float::INFINITY if lim.nil?
    inf = lim.is_a?(Float) && lim.infinite? && (lim < 0 ? desc : !desc)
    if is_a?(Integer) && (inf || lim.is_a?(Integer)) && st.is_a?(Integer)
      i = self
      if inf
        while true
          yield i
          i += st
        end
      elsif desc
        while i >= lim
          yield i
          i += st
        end
      else
        while i <= lim
          yield i
          i += st
        end
      end
    elsif is_a?(Float) || lim.is_a?(Float) || st.is_a?(Float)
      unit = st.to_f
      beg = to_f
      fin = lim.to_f
      __float_step(beg, fin, unit, false) { |d| yield d }
    else
      i = self
      if inf
        while true
          yield i
          i += st
        end
      elsif desc
        until i < lim
          yield i
          i += st
        end
      else
        until i > lim
          yield i
          i += st
        end
      end
    end
    self
  end
end
