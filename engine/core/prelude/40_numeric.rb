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
      return to_enum(:step, *args, **kw)
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
