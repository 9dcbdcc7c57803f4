# Range: each (Integer fast path, String/Symbol via String#upto rules, endless,
# generic succ), reverse_each, step/%, to_a, first(n)/last(n), min/max/minmax,
# sum (closed formula), count, and Integer fast paths of common Enumerable methods.

class Range
  def each
    return to_enum(:each) { size } unless block_given?
    b = self.begin
    e = self.end
    if b.is_a?(Integer) && e.is_a?(Integer)
      e -= 1 if exclude_end?
      while b <= e
        yield b
        b += 1
      end
    elsif b.is_a?(Integer) && e.nil?
      while true
        yield b
        b += 1
      end
    elsif b.is_a?(Symbol) && (e.nil? || e.is_a?(Symbol))
      __str_upto(b.to_s, e&.to_s, exclude_end?) { |s| yield s.to_sym }
    elsif b.is_a?(String)
      __str_upto(b, e, exclude_end?) { |s| yield s }
    else
      raise TypeError, "can't iterate from #{b.class}" unless b.respond_to?(:succ)
      v = b
      if e.nil?
        while true
          yield v
          v = v.succ
        end
      elsif exclude_end?
        while __range_less(v, e) < 0
          yield v
          v = v.succ
        end
      else
        while (c = __range_less(v, e)) <= 0
          yield v
          break if c == 0
          v = v.succ
        end
      end
    end
    self
  end

  def reverse_each
    return to_enum(:reverse_each) { size } unless block_given?
    b = self.begin
    e = self.end
    if e.is_a?(Integer) && (b.nil? || b.is_a?(Integer))
      i = exclude_end? ? e - 1 : e
      if b.nil?
        while true
          yield i
          i -= 1
        end
      end
      while i >= b
        yield i
        i -= 1
      end
      return self
    end
    raise TypeError, "can't iterate from #{e.class}" if e.nil?
    super
  end

  def to_a
    raise RangeError, "cannot convert endless range to an array" if self.end.nil?
    b = self.begin
    e = self.end
    return super unless b.is_a?(Integer) && e.is_a?(Integer)
    e -= 1 if exclude_end?
    ary = []
    while b <= e
      ary << b
      b += 1
    end
    ary
  end

  def entries
    to_a
  end

  def first(n = (no_n = true))
    raise RangeError, "cannot get the first element of beginless range" if self.begin.nil?
    return self.begin if no_n
    n = __to_int(n)
    raise ArgumentError, "negative array size (or size too big)" if n < 0
    ary = []
    return ary if n == 0
    each do |x|
      ary << x
      break if ary.size >= n
    end
    ary
  end

  def last(n = (no_n = true))
    raise RangeError, "cannot get the last element of endless range" if self.end.nil?
    return self.end if no_n
    b = self.begin
    e = self.end
    return to_a.last(n) unless b.is_a?(Integer) && e.is_a?(Integer)
    n = __to_int(n)
    raise ArgumentError, "negative array size" if n < 0
    e -= 1 if exclude_end?
    len = e - b + 1
    return [] if len <= 0
    n = len if n > len
    ary = []
    i = e - n + 1
    while i <= e
      ary << i
      i += 1
    end
    ary
  end

  def min(*args)
    b = self.begin
    e = self.end
    raise RangeError, "cannot get the minimum of beginless range" if b.nil?
    if block_given?
      raise RangeError, "cannot get the minimum of endless range with custom comparison method" if e.nil?
      return super
    end
    return first(*args) unless args.empty?
    c = e.nil? ? -1 : __cmpint(b <=> e, b, e)
    return nil if c > 0 || (c == 0 && exclude_end?)
    b
  end

  def max(*args)
    b = self.begin
    e = self.end
    raise RangeError, "cannot get the maximum of endless range" if e.nil?
    if block_given? || (exclude_end? && !e.is_a?(Numeric)) || !args.empty?
      raise RangeError, "cannot get the maximum of beginless range with custom comparison method" if b.nil?
      return super
    end
    c = b.nil? ? -1 : __cmpint(b <=> e, b, e)
    return nil if c > 0
    if exclude_end?
      raise TypeError, "cannot exclude non Integer end value" unless e.is_a?(Integer)
      return nil if c == 0
      raise TypeError, "cannot exclude end value with non Integer begin value" unless b.is_a?(Integer)
      return e - 1
    end
    e
  end

  def minmax(&blk)
    return super if blk
    [min, max]
  end

  def sum(init = 0)
    b = self.begin
    e = self.end
    if !block_given? && b.is_a?(Integer) && e.is_a?(Integer) && !init.is_a?(Float)
      e -= 1 if exclude_end?
      return init if e < b
      return init + (e - b + 1) * (e + b) / 2
    end
    super
  end

  def count(*args)
    return super if !args.empty? || block_given?
    b = self.begin
    e = self.end
    return Float::INFINITY if b.nil? || e.nil?
    return size if b.is_a?(Integer)
    super
  end

  def map
    return to_enum(__callee__) { size } unless block_given?
    b = self.begin
    e = self.end
    return super unless b.is_a?(Integer) && e.is_a?(Integer)
    e -= 1 if exclude_end?
    ary = []
    while b <= e
      ary << yield(b)
      b += 1
    end
    ary
  end
  alias collect map

  def select
    return to_enum(__callee__) { size } unless block_given?
    b = self.begin
    e = self.end
    return super unless b.is_a?(Integer) && e.is_a?(Integer)
    e -= 1 if exclude_end?
    ary = []
    while b <= e
      ary << b if yield(b)
      b += 1
    end
    ary
  end
  alias filter select

  def reject
    return to_enum(:reject) { size } unless block_given?
    b = self.begin
    e = self.end
    return super unless b.is_a?(Integer) && e.is_a?(Integer)
    e -= 1 if exclude_end?
    ary = []
    while b <= e
      ary << b unless yield(b)
      b += 1
    end
    ary
  end

  def filter_map
    return to_enum(:filter_map) { size } unless block_given?
    b = self.begin
    e = self.end
    return super unless b.is_a?(Integer) && e.is_a?(Integer)
    e -= 1 if exclude_end?
    ary = []
    while b <= e
      r = yield(b)
      ary << r if r
      b += 1
    end
    ary
  end

  def each_with_index
    return to_enum(:each_with_index) { size } unless block_given?
    b = self.begin
    e = self.end
    return super unless b.is_a?(Integer) && e.is_a?(Integer)
    e -= 1 if exclude_end?
    i = 0
    while b <= e
      yield b, i
      b += 1
      i += 1
    end
    self
  end

  def each_with_object(memo)
    return to_enum(:each_with_object, memo) { size } unless block_given?
    b = self.begin
    e = self.end
    return super unless b.is_a?(Integer) && e.is_a?(Integer)
    e -= 1 if exclude_end?
    while b <= e
      yield b, memo
      b += 1
    end
    memo
  end

  def inject(*args, &blk)
    b = self.begin
    e = self.end
    return super unless b.is_a?(Integer) && e.is_a?(Integer) && blk && args.size <= 1
    e -= 1 if exclude_end?
    if args.empty?
      return nil if b > e
      acc = b
      b += 1
    else
      acc = args[0]
    end
    while b <= e
      acc = yield(acc, b)
      b += 1
    end
    acc
  end

  alias reduce inject

  def step(n = (no_n = true))
    b = self.begin
    e = self.end
    b_num = b.is_a?(Numeric)
    e_num = e.is_a?(Numeric)
    if no_n
      unless b_num || b.is_a?(String) || b.is_a?(Symbol) || (b.nil? && e_num)
        raise ArgumentError, "step is required for non-numeric ranges"
      end
      n = 1
    end
    step_num = n.is_a?(Numeric)
    raise ArgumentError, "step can't be 0" if step_num && b_num && n == 0
    unless block_given?
      if step_num && ((b_num && (e.nil? || e_num)) || (b.nil? && e_num))
        return Enumerator::ArithmeticSequence.__for_seq(self, :step, no_n ? [] : [n], nil,
                                                         b, e, n, exclude_end?)
      end
      raise ArgumentError, "#step for non-numeric beginless ranges is meaningless" if b.nil?
      return no_n ? to_enum(:step) : to_enum(:step, n)
    end
    raise ArgumentError, "#step iteration for beginless ranges is meaningless" if b.nil?
    __step(b, e, n, b_num, step_num) { |x| yield x }
    self
  end

  def %(n, &blk)
    b = self.begin
    e = self.end
    if !block_given? && n.is_a?(Numeric) &&
       ((b.is_a?(Numeric) && (e.nil? || e.is_a?(Numeric))) || (b.nil? && e.is_a?(Numeric)))
      raise ArgumentError, "step can't be 0" if b.is_a?(Numeric) && n == 0
      return Enumerator::ArithmeticSequence.__for_seq(self, :%, [n], nil, b, e, n, exclude_end?)
    end
    step(n, &blk)
  end

  # Integers (an endless range grows its upper bound by doubling, a
  # beginless one its lower bound) or Floats (an open end is an infinity),
  # searched through their ordered bit patterns so the answer is exact.
  def bsearch(&blk)
    return to_enum(:bsearch) unless blk
    b, e = self.begin, self.end
    if b.is_a?(Integer) && (e.nil? || e.is_a?(Integer))
      if e.nil?
        step = 1
        step *= 2 until (v = yield(b + step)) == true || (v.is_a?(Numeric) && v <= 0)
        return b + step if v == 0
        e = b + step
      end
      return __bsearch_between(b, exclude_end? ? e : e + 1, &blk)
    end
    if b.nil? && e.is_a?(Integer)
      step = 1
      step *= 2 while (v = yield(e - step)) == true || (v.is_a?(Numeric) && v < 0)
      return e - step if v == 0
      return __bsearch_between(e - step, exclude_end? ? e : e + 1, &blk)
    end
    b = -Float::INFINITY if b.nil? && e.is_a?(Float)
    e = Float::INFINITY if e.nil? && b.is_a?(Float)
    unless (b.is_a?(Float) || b.is_a?(Integer)) && (e.is_a?(Float) || e.is_a?(Integer))
      raise TypeError, "can't do binary search for #{(b.is_a?(Numeric) ? e : b).class}"
    end
    key = ->(f) { k = [f.to_f].pack("G").unpack1("q>"); k < 0 ? -(k & 0x7fff_ffff_ffff_ffff) : k }
    float = ->(k) { k < 0 ? -[-k].pack("q>").unpack1("G") : [k].pack("q>").unpack1("G") }
    hi = key.(e)
    k = __bsearch_between(key.(b), exclude_end? ? hi : hi + 1) { |i| yield float.(i) }
    k && float.(k)
  end

  # As CRuby's range_overlap: false when either range is empty or they do
  # not meet; ends may be nil (open).
  def overlap?(other)
    unless other.is_a?(Range)
      raise TypeError, "wrong argument type #{other.class} (expected Range)"
    end
    b1, e1, x1 = self.begin, self.end, exclude_end?
    b2, e2, x2 = other.begin, other.end, other.exclude_end?
    return false if __empty_region?(b1, e2, x2) || __empty_region?(b2, e1, x1)
    if !b1.nil? && !b2.nil?
      c = (b1 <=> b2)
      return false if c.nil?
      return true if __cmpint(c, b1, b2) == 0
    elsif b1.nil? && b2.nil?
      return !(e1 <=> e2).nil?
    end
    !__empty_region?(b1, e1, x1) && !__empty_region?(b2, e2, x2)
  end

  private

  def __empty_region?(b, e, excl)
    return false if b.nil? || e.nil?
    less = __range_less(b, e)
    less > 0 || (excl && less == 0)
  end

  def __step(b, e, n, b_num, step_num)
    excl = exclude_end?
    if b.is_a?(Integer) && e.nil? && n.is_a?(Integer)
      while true
        yield b
        b += n
      end
    elsif b.is_a?(Integer) && e.is_a?(Integer) && n.is_a?(Integer)
      i = b
      if n < 0
        e -= 1 unless excl
        while i > e
          yield i
          i += n
        end
      else
        e += 1 unless excl
        while i < e
          yield i
          i += n
        end
      end
    elsif b_num && step_num && (b.is_a?(Float) || e.is_a?(Float) || n.is_a?(Float))
      unit = n.to_f
      beg = b.to_f
      fin = e.nil? ? (unit < 0 ? -Float::INFINITY : Float::INFINITY) : e.to_f
      __float_step(beg, fin, unit, excl) { |d| yield d }
    elsif (b.is_a?(String) || b.is_a?(Symbol)) && n.is_a?(Integer)
      sym = b.is_a?(Symbol)
      k = 1
      __str_upto(b.to_s, e.nil? ? nil : e.to_s, excl) do |s|
        k -= 1
        if k == 0
          k = n
          yield(sym ? s.to_sym : s)
        end
      end
    elsif e.nil?
      v = b
      while true
        yield v
        v = v + n
      end
    elsif b_num && step_num && __range_less(n, 0) < 0
      v = b
      if excl
        while __range_less(e, v) < 0
          yield v
          v = v + n
        end
      else
        while (c = __range_less(e, v)) <= 0
          yield v
          break if c == 0
          v = v + n
        end
      end
    elsif (dir = __range_less(b, e)) == 0
      yield b unless excl
    elsif dir == __range_less(b, b + n)
      v = b
      if excl
        while __range_less(v, e) == dir
          yield v
          v = v + n
        end
      else
        while (c = __range_less(v, e)) == dir || c == 0
          yield v
          break if c == 0
          v = v + n
        end
      end
    end
  end
end

module Kernel
  # Binary search over the integers low...high (Array#bsearch_index,
  # Range#bsearch): the block answers true/false (find-minimum mode) or a
  # number (find-any mode: 0 found, negative go left, positive go right).
  private def __bsearch_between(low, high)
    satisfied = false
    while low < high
      mid = low + (high - low) / 2
      v = yield(mid)
      if v.is_a?(Integer)
        return mid if v == 0
        smaller = v < 0
      elsif true.equal?(v)
        satisfied = true
        smaller = true
      elsif !v
        smaller = false
      elsif v.is_a?(Numeric)
        c = __cmpint(v <=> 0, v, 0)
        return mid if c == 0
        smaller = c < 0
      else
        raise TypeError, "wrong argument type #{v.class} (must be numeric, true, false or nil)"
      end
      if smaller
        high = mid
      else
        low = mid + 1
      end
    end
    satisfied ? low : nil
  end

  # a <=> b as -1/0/1, or 2 when they are not comparable (CRuby's r_less).
  private def __range_less(a, b)
    c = (a <=> b)
    return 2 if c.nil?
    __cmpint(c, a, b)
  end

  # String#upto's sequence from b to e (nil: endless), as CRuby's
  # rb_str_upto_each / rb_str_upto_endless_each.
  private def __str_upto(b, e, excl)
    if e.nil?
      if b.bytesize > 0 && __all_digits?(b)
        width = b.bytesize
        i = b.to_i
        while true
          yield format("%.*d", width, i).force_encoding(Encoding::US_ASCII)
          i += 1
        end
      end
      current = b.dup
      while true
        nxt = current.succ
        yield current
        current = nxt
      end
    end
    if b.bytesize == 1 && e.bytesize == 1 && b.getbyte(0) < 128 && e.getbyte(0) < 128
      c = b.getbyte(0)
      last = e.getbyte(0)
      return if c > last || (excl && c == last)
      while true
        yield format("%c", c)
        break if !excl && c == last
        c += 1
        break if excl && c == last
      end
      return
    end
    if b.bytesize > 0 && e.bytesize > 0 && __all_digits?(b) && __all_digits?(e)
      width = b.bytesize
      i = b.to_i
      last = e.to_i
      while i <= last
        break if excl && i == last
        yield format("%.*d", width, i).force_encoding(Encoding::US_ASCII)
        i += 1
      end
      return
    end
    n = b <=> e
    return if n > 0 || (excl && n == 0)
    after_end = e.succ
    current = b.dup
    while current != after_end
      nxt = (excl || current != e) ? current.succ : nil
      yield current
      break if nxt.nil?
      current = nxt
      break if excl && current == e
      break if current.bytesize > e.bytesize || current.bytesize == 0
    end
  end

  private def __all_digits?(s)
    i = 0
    n = s.bytesize
    while i < n
      c = s.getbyte(i)
      return false if c < 48 || c > 57
      i += 1
    end
    true
  end
end
