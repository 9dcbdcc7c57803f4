# Enumerable: every method in terms of #each only.
#
# `each` may yield several values at once. As in CRuby, most methods see
# them packed into one array (`|*o| ... o.size > 1 ? o : o[0]`) and hand
# that to their block with `__enum_yield(o)` (a lambda block receives
# several values splatted, as a proc would); map, flat_map, filter_map,
# count, find_index, to_h, uniq, take_while and the predicates pass them on
# as they came (`yield(*o)`).

module Enumerable
  ruby2_keywords def to_a(*args) # keywords, too, go on to each
    ary = []
    each(*args) do |*o| # answers nil to each, as CRuby's, so find_index and the like go on
      ary << (o.size > 1 ? o : o[0])
      nil
    end
    ary
  end
  alias entries to_a

  def map
    return to_enum(__callee__) { __enum_size } unless block_given?
    ary = []
    each { |*o| ary << yield(*o) }
    ary
  end
  alias collect map

  def flat_map
    return to_enum(__callee__) { __enum_size } unless block_given?
    ary = []
    each do |*o|
      __flat_map_append(ary, yield(*o))
    end
    ary
  end
  alias collect_concat flat_map

  def select
    return to_enum(__callee__) { __enum_size } unless block_given?
    ary = []
    each do |*o|
      x = o.size > 1 ? o : o[0]
      ary << x if __enum_yield(o)
    end
    ary
  end
  alias filter select
  alias find_all select

  def reject
    return to_enum(:reject) { __enum_size } unless block_given?
    ary = []
    each do |*o|
      x = o.size > 1 ? o : o[0]
      ary << x unless __enum_yield(o)
    end
    ary
  end

  def filter_map
    return to_enum(:filter_map) { __enum_size } unless block_given?
    ary = []
    each do |*o|
      r = yield(*o)
      ary << r if r
    end
    ary
  end

  def partition
    return to_enum(:partition) { __enum_size } unless block_given?
    t = []
    f = []
    each do |*o|
      x = o.size > 1 ? o : o[0]
      if __enum_yield(o)
        t << x
      else
        f << x
      end
    end
    [t, f]
  end

  def group_by
    return to_enum(:group_by) { __enum_size } unless block_given?
    h = {}
    each do |*o|
      x = o.size > 1 ? o : o[0]
      k = __enum_yield(o)
      if h.key?(k)
        h[k] << x
      else
        h[k] = [x]
      end
    end
    h
  end

  def tally(hash = nil)
    if nil.equal?(hash)
      h = {}
    else
      h = Hash === hash ? hash : Hash.try_convert(hash)
      if h.nil? # (hash may be a BasicObject)
        raise TypeError, "no implicit conversion of #{Kernel.instance_method(:class).bind_call(hash)} into Hash"
      end
      raise FrozenError, "can't modify frozen #{h.class}: #{h.inspect}" if h.frozen?
    end
    each do |*o|
      x = o.size > 1 ? o : o[0]
      if h.key?(x)
        c = h[x]
        raise TypeError, "wrong argument type #{__class_desc(c)} (expected Integer)" unless c.is_a?(Integer)
        h[x] = c + 1
      else
        h[x] = 1
      end
    end
    h
  end

  def find(ifnone = (no_ifnone = true; nil))
    return to_enum(__callee__, *(no_ifnone ? [] : [ifnone])) unless block_given?
    each do |*o|
      return(o.size > 1 ? o : o[0]) if __enum_yield(o)
    end
    ifnone.nil? ? nil : ifnone.call
  end
  alias detect find

  def find_index(value = (no_value = true))
    i = 0
    if !no_value
      __warn_here("given block not used") if block_given?
      each do |*o|
        return i if (o.size > 1 ? o : o[0]) == value
        i += 1
      end
    elsif block_given?
      each do |*o|
        return i if yield(*o)
        i += 1
      end
    else
      return to_enum(:find_index)
    end
    nil
  end

  def first(n = (no_n = true))
    if no_n
      each { |*o| return(o.size > 1 ? o : o[0]) }
      return nil
    end
    n = __to_int(n)
    raise ArgumentError, "attempt to take negative size" if n < 0
    ary = []
    return ary if n == 0
    each do |*o|
      ary << (o.size > 1 ? o : o[0])
      return ary if ary.size >= n
    end
    ary
  end

  def take(n)
    n = __to_int(n)
    raise ArgumentError, "attempt to take negative size" if n < 0
    ary = []
    return ary if n == 0
    each do |*o|
      ary << (o.size > 1 ? o : o[0])
      return ary if ary.size >= n
    end
    ary
  end

  def take_while
    return to_enum(:take_while) unless block_given?
    ary = []
    each do |*o|
      return ary unless yield(*o)
      ary << (o.size > 1 ? o : o[0])
    end
    ary
  end

  def drop(n)
    n = __to_int(n)
    raise ArgumentError, "attempt to drop negative size" if n < 0
    ary = []
    i = 0
    each do |*o|
      if i >= n
        ary << (o.size > 1 ? o : o[0])
      else
        i += 1
      end
    end
    ary
  end

  def drop_while
    return to_enum(:drop_while) unless block_given?
    ary = []
    dropping = true
    each do |*o|
      x = o.size > 1 ? o : o[0]
      dropping = false if dropping && !__enum_yield(o)
      ary << x unless dropping
    end
    ary
  end

  def include?(obj)
    each { |*o| return true if (o.size > 1 ? o : o[0]) == obj }
    false
  end
  alias member? include?

  def count(item = (no_item = true))
    n = 0
    if !no_item
      __warn_here("given block not used") if block_given?
      each { |*o| n += 1 if (o.size > 1 ? o : o[0]) == item }
    elsif block_given?
      each { |*o| n += 1 if yield(*o) }
    else
      each { |*o| n += 1 }
    end
    n
  end

  def any?(pattern = (no_pattern = true))
    if !no_pattern
      __warn_here("given block not used") if block_given?
      each { |*o| return true if pattern === (o.size > 1 ? o : o[0]) }
    elsif block_given?
      each { |*o| return true if yield(*o) }
    else
      each { |*o| return true if (o.size > 1 ? o : o[0]) }
    end
    false
  end

  def all?(pattern = (no_pattern = true))
    if !no_pattern
      __warn_here("given block not used") if block_given?
      each { |*o| return false unless pattern === (o.size > 1 ? o : o[0]) }
    elsif block_given?
      each { |*o| return false unless yield(*o) }
    else
      each { |*o| return false unless (o.size > 1 ? o : o[0]) }
    end
    true
  end

  def none?(pattern = (no_pattern = true))
    if !no_pattern
      __warn_here("given block not used") if block_given?
      each { |*o| return false if pattern === (o.size > 1 ? o : o[0]) }
    elsif block_given?
      each { |*o| return false if yield(*o) }
    else
      each { |*o| return false if (o.size > 1 ? o : o[0]) }
    end
    true
  end

  def one?(pattern = (no_pattern = true))
    found = false
    if !no_pattern
      __warn_here("given block not used") if block_given?
      each do |*o|
        if pattern === (o.size > 1 ? o : o[0])
          return false if found
          found = true
        end
      end
    elsif block_given?
      each do |*o|
        if yield(*o)
          return false if found
          found = true
        end
      end
    else
      each do |*o|
        if (o.size > 1 ? o : o[0])
          return false if found
          found = true
        end
      end
    end
    found
  end

  def inject(init = (no_init = true), op = (no_op = true))
    if !no_op
      acc = init
      if :+.equal?(op) && Integer.__ops_intact?
        each { |*o| acc = acc + (o.size > 1 ? o : o[0]) }
      else
        each { |*o| acc = acc.public_send(op, (o.size > 1 ? o : o[0])) }
      end
      return acc
    end
    if !no_init && !block_given?
      op = init
      plus = :+.equal?(op) && Integer.__ops_intact?
      none = true
      acc = nil
      each do |*o|
        x = o.size > 1 ? o : o[0]
        if none
          acc = x
          none = false
        elsif plus
          acc = acc + x
        else
          acc = acc.public_send(op, x)
        end
      end
      return acc
    end
    raise ArgumentError, "wrong number of arguments (given 0, expected 1..2)" unless block_given?
    none = no_init
    acc = no_init ? nil : init
    each do |*o|
      x = o.size > 1 ? o : o[0]
      if none
        acc = x
        none = false
      else
        acc = yield(acc, x)
      end
    end
    acc
  end

  alias reduce inject

  def sum(init = 0)
    if block_given?
      vals = []
      each { |*o| vals << yield(o.size > 1 ? o : o[0]) }
    else
      vals = to_a
    end
    __enum_sum(vals, init)
  end

  def min(n = nil)
    unless n.nil?
      return __nmin(to_a, nil, n, false, block_given? ? proc { |a, b| yield(a, b) } : nil)
    end
    none = true
    m = nil
    if block_given?
      each do |*o|
        x = o.size > 1 ? o : o[0]
        if none
          m = x
          none = false
        elsif __cmpint(yield(x, m), x, m) < 0
          m = x
        end
      end
    else
      each do |*o|
        x = o.size > 1 ? o : o[0]
        if none
          m = x
          none = false
        elsif __cmpint(x <=> m, x, m) < 0
          m = x
        end
      end
    end
    m
  end

  def max(n = nil)
    unless n.nil?
      return __nmin(to_a, nil, n, true, block_given? ? proc { |a, b| yield(a, b) } : nil)
    end
    none = true
    m = nil
    if block_given?
      each do |*o|
        x = o.size > 1 ? o : o[0]
        if none
          m = x
          none = false
        elsif __cmpint(yield(x, m), x, m) > 0
          m = x
        end
      end
    else
      each do |*o|
        x = o.size > 1 ? o : o[0]
        if none
          m = x
          none = false
        elsif __cmpint(x <=> m, x, m) > 0
          m = x
        end
      end
    end
    m
  end

  def minmax(&blk)
    to_a.minmax(&blk)
  end

  def min_by(n = (no_n = true; nil))
    return to_enum(:min_by, *(no_n ? [] : [n])) { __enum_size } unless block_given?
    unless n.nil?
      vals, keys = __values_and_keys { |o| __enum_yield(o) }
      return __nmin(vals, keys, n, false, nil)
    end
    none = true
    m = nil
    mk = nil
    each do |*o|
      x = o.size > 1 ? o : o[0]
      k = __enum_yield(o)
      if none
        m = x
        mk = k
        none = false
      elsif __cmpint(k <=> mk, k, mk) < 0
        m = x
        mk = k
      end
    end
    m
  end

  def max_by(n = (no_n = true; nil))
    return to_enum(:max_by, *(no_n ? [] : [n])) { __enum_size } unless block_given?
    unless n.nil?
      vals, keys = __values_and_keys { |o| __enum_yield(o) }
      return __nmin(vals, keys, n, true, nil)
    end
    none = true
    m = nil
    mk = nil
    each do |*o|
      x = o.size > 1 ? o : o[0]
      k = __enum_yield(o)
      if none
        m = x
        mk = k
        none = false
      elsif __cmpint(k <=> mk, k, mk) > 0
        m = x
        mk = k
      end
    end
    m
  end

  # Two elements at a time, as CRuby compares them: the pair's keys first
  # (the earlier one receiving <=>), then the smaller against the minimum
  # and the larger against the maximum; a tie keeps the earlier element.
  def minmax_by
    return to_enum(:minmax_by) { __enum_size } unless block_given?
    none = true
    held = false
    min = max = mink = maxk = last = lastk = nil
    each do |*o|
      x = o.size > 1 ? o : o[0]
      k = __enum_yield(o)
      unless held
        last = x
        lastk = k
        held = true
        next
      end
      held = false
      c = __cmpint(lastk <=> k, lastk, k)
      lo, lok, hi, hik = c > 0 ? [x, k, last, lastk] : c < 0 ? [last, lastk, x, k] : [last, lastk, last, lastk]
      if none
        min, mink, max, maxk = lo, lok, hi, hik
        none = false
      else
        min, mink = lo, lok if __cmpint(lok <=> mink, lok, mink) < 0
        max, maxk = hi, hik if __cmpint(hik <=> maxk, hik, maxk) > 0
      end
    end
    if held
      if none
        min = max = last
      else
        min = last if __cmpint(lastk <=> mink, lastk, mink) < 0
        max = last if __cmpint(lastk <=> maxk, lastk, maxk) > 0
      end
    end
    [min, max]
  end

  def sort(&blk)
    to_a.sort(&blk)
  end

  def sort_by
    return to_enum(:sort_by) { __enum_size } unless block_given?
    keys = []
    vals = []
    each do |*o|
      x = o.size > 1 ? o : o[0]
      vals << x
      keys << __enum_yield(o)
    end
    __sort_by_keys(keys, vals)
  end

  def each_with_index(*args)
    return to_enum(:each_with_index, *args) { __enum_size } unless block_given?
    i = 0
    each(*args) do |*o|
      yield (o.size > 1 ? o : o[0]), i
      i += 1
    end
    self
  end

  def each_with_object(memo)
    return to_enum(:each_with_object, memo) { __enum_size } unless block_given?
    each { |*o| yield (o.size > 1 ? o : o[0]), memo }
    memo
  end

  def each_entry(*args)
    return to_enum(:each_entry, *args) { __enum_size } unless block_given?
    each(*args) do |*o|
      __enum_yield(o)
      nil
    end
    self
  end

  def each_slice(n)
    n = __to_int(n)
    raise ArgumentError, "invalid slice size" if n <= 0
    unless block_given?
      return to_enum(:each_slice, n) do
        s = __enum_size
        s.nil? ? nil : (s + n - 1) / n
      end
    end
    ary = []
    each do |*o|
      ary << (o.size > 1 ? o : o[0])
      if ary.size == n
        yield ary
        ary = []
      end
    end
    yield ary unless ary.empty?
    self
  end

  def each_cons(n)
    n = __to_int(n)
    raise ArgumentError, "invalid size" if n <= 0
    unless block_given?
      return to_enum(:each_cons, n) do
        s = __enum_size
        s.nil? ? nil : (s - n + 1 < 0 ? 0 : s - n + 1)
      end
    end
    buf = []
    each do |*o|
      buf.shift if buf.size == n
      buf << (o.size > 1 ? o : o[0])
      yield buf.dup if buf.size == n
    end
    self
  end

  def reverse_each(*args)
    return to_enum(:reverse_each, *args) { __enum_size } unless block_given?
    ary = to_a(*args)
    i = ary.size - 1
    while i >= 0
      yield ary[i]
      i -= 1
    end
    self
  end

  def cycle(n = nil)
    unless block_given?
      return to_enum(:cycle, n) do
        s = __enum_size
        if s.nil? || s == 0
          s
        elsif n.nil?
          Float::INFINITY
        else
          m = __to_int(n)
          m <= 0 ? 0 : s * m
        end
      end
    end
    unless n.nil?
      n = __to_int(n)
      return nil if n <= 0
    end
    saved = []
    each do |*o|
      saved << o
      __enum_yield(o)
    end
    len = saved.size
    return nil if len == 0
    while n.nil? || (n -= 1) > 0
      i = 0
      while i < len
        __enum_yield(saved[i])
        i += 1
      end
    end
    nil
  end

  def uniq
    h = {}
    if block_given?
      each do |*o|
        k = yield(*o)
        h[k] = (o.size > 1 ? o : o[0]) unless h.key?(k)
      end
    else
      each do |*o|
        x = o.size > 1 ? o : o[0]
        h[x] = x unless h.key?(x)
      end
    end
    h.values
  end

  def compact
    ary = []
    each do |*o|
      x = o.size > 1 ? o : o[0]
      ary << x unless x.nil?
    end
    ary
  end

  def to_h(*args)
    h = {}
    each(*args) do |*o|
      pair = block_given? ? yield(*o) : (o.size > 1 ? o : o[0])
      pair = pair.to_ary if !pair.is_a?(Array) && pair.respond_to?(:to_ary)
      unless pair.is_a?(Array)
        raise TypeError, "wrong element type #{__class_desc(pair)} (expected array)"
      end
      if pair.size != 2
        raise ArgumentError, "element has wrong array length (expected 2, was #{pair.size})"
      end
      h[pair[0]] = pair[1]
    end
    h
  end

  def zip(*others)
    return to_a.zip(*others) unless block_given?
    to_a.zip(*others) { |tuple| __enum_yield(tuple) }
    nil
  end

  def chunk_while(&blk)
    raise ArgumentError, "no block given" unless blk
    __slice_between(blk, false)
  end

  def slice_when(&blk)
    raise ArgumentError, "no block given" unless blk
    __slice_between(blk, true)
  end

  def chunk(&blk)
    return to_enum(:chunk) { __enum_size } unless blk
    recv = self
    Enumerator.new do |y|
      key = nil
      acc = nil
      recv.each do |*o|
        x = o.size > 1 ? o : o[0]
        k = blk.call(x)
        if k.nil? || :_separator.equal?(k)
          y.yield [key, acc] if acc
          acc = nil
        elsif :_alone.equal?(k)
          y.yield [key, acc] if acc
          y.yield [k, [x]]
          acc = nil
        elsif k.is_a?(Symbol) && k.to_s.start_with?("_")
          raise RuntimeError, "symbols beginning with an underscore are reserved"
        elsif acc && key == k
          acc << x
        else
          y.yield [key, acc] if acc
          key = k
          acc = [x]
        end
      end
      y.yield [key, acc] if acc
    end
  end

  def slice_before(pattern = (no_pattern = true), &blk)
    if no_pattern
      raise ArgumentError, "wrong number of arguments (given 0, expected 1)" unless blk
    elsif blk
      raise ArgumentError, "wrong number of arguments (given 1, expected 0)"
    end
    recv = self
    Enumerator.new do |y|
      acc = nil
      recv.each do |*o|
        x = o.size > 1 ? o : o[0]
        if acc && (no_pattern ? blk.call(x) : pattern === x)
          y << acc
          acc = nil
        end
        (acc ||= []) << x
      end
      y << acc if acc
    end
  end

  def slice_after(pattern = (no_pattern = true), &blk)
    if no_pattern
      raise ArgumentError, "wrong number of arguments (given 0, expected 1)" unless blk
    elsif blk
      raise ArgumentError, "wrong number of arguments (given 1, expected 0)"
    end
    recv = self
    Enumerator.new do |y|
      acc = nil
      recv.each do |*o|
        x = o.size > 1 ? o : o[0]
        (acc ||= []) << x
        if no_pattern ? blk.call(x) : pattern === x
          y << acc
          acc = nil
        end
      end
      y << acc if acc
    end
  end

  private

  def __slice_between(blk, split_when)
    recv = self
    Enumerator.new do |y|
      acc = nil
      prev = nil
      recv.each do |*o|
        x = o.size > 1 ? o : o[0]
        if acc.nil?
          acc = [x]
        elsif (blk.call(prev, x) ? true : false) == split_when
          y << acc
          acc = [x]
        else
          acc << x
        end
        prev = x
      end
      y << acc if acc
    end
  end

end

module Kernel
  # Enumerable#sum over already computed values, as CRuby's enum_sum: exact
  # Integer/Rational sum, Kahan-Babuska compensated sum once a Float appears
  # (or when init is a Float), plain + otherwise.
  private def __enum_sum(vals, v)
    n = 0
    r = nil
    fmode = v.is_a?(Float)
    f = fmode ? v : 0.0
    c = 0.0
    len = vals.size
    i = 0
    while i < len
      e = vals[i]
      i += 1
      unless fmode
        if v.is_a?(Integer) || __rational?(v)
          if e.is_a?(Integer)
            n += e
            next
          elsif __rational?(e)
            r = r.nil? ? e : r + e
            next
          end
          v = n + v if n != 0
          v = r + v unless r.nil?
          n = 0
          r = nil
          if e.is_a?(Float)
            fmode = true
            f = v.to_f
            c = 0.0
          else
            v = v + e
            next
          end
        elsif v.is_a?(Float)
          fmode = true
          f = v
          c = 0.0
        else
          v = v + e
          next
        end
      end
      # Kahan-Babuska step
      if e.is_a?(Float)
        x = e
      elsif e.is_a?(Integer) || __rational?(e)
        x = e.to_f
      else
        v = f
        fmode = false
        v = v + e
        next
      end
      next if f.nan?
      if x.nan?
        f = x
        next
      end
      if x.infinite?
        if f.infinite? && (x > 0) != (f > 0)
          f = Float::NAN
        else
          f = x
        end
        next
      end
      next if f.infinite?
      t = f + x
      if f.abs >= x.abs
        c += ((f - t) + x)
      else
        c += ((x - t) + f)
      end
      f = t
    end
    return f + c if fmode
    v = n + v if n != 0
    v = r + v unless r.nil?
    v
  end

  # The n smallest (rev: largest) of vals, compared by keys (nil: the values
  # themselves) with <=> or with cmp (a Proc). A port of CRuby's rb_nmin_run
  # (same buffer and quickselect), so that ties come out the same.
  # What each yielded (packed as to_a packs it) and, for each, what the
  # block makes of the values as they came: min_by(n) and max_by(n).
  private def __values_and_keys
    vals = []
    keys = []
    each do |*o|
      vals << (o.size > 1 ? o : o[0])
      keys << yield(o)
    end
    [vals, keys]
  end

  private def __nmin(vals, keys, n, rev, cmp)
    n = __to_int(n)
    raise ArgumentError, "negative size (#{n})" if n < 0
    return [] if n == 0
    bufmax = n * 4
    bk = []
    bv = []
    has_limit = false
    limit = nil
    len = vals.size
    i = 0
    while i < len
      v = vals[i]
      k = keys ? keys[i] : v
      i += 1
      if has_limit
        c = __nmin_cmp(k, limit, cmp)
        c = -c if rev
        next if c >= 0
      end
      bk << k
      bv << v
      if bk.size == bufmax
        limit = __nmin_filter(bk, bv, n, rev, cmp)
        has_limit = true
      end
    end
    __nmin_filter(bk, bv, n, rev, cmp)
    if cmp
      j = 0
      idx = []
      while j < bv.size
        idx << j
        j += 1
      end
      idx.sort! { |a, b| cmp.call(bv[a], bv[b]) }
      r = []
      j = 0
      while j < idx.size
        r << bv[idx[j]]
        j += 1
      end
    else
      r = __sort_by_keys(bk, bv)
    end
    rev ? r.reverse : r
  end

  private def __nmin_cmp(a, b, cmp)
    __cmpint(cmp ? cmp.call(a, b) : (a <=> b), a, b)
  end

  private def __nmin_filter(bk, bv, n, rev, cmp)
    numelts = bk.size
    return nil if numelts <= n
    left = 0
    right = numelts - 1
    store_index = 0
    while true
      pivot_index = left + (right - left) / 2
      num_pivots = 1
      __nmin_swap(bk, bv, pivot_index, right)
      pivot_index = right
      store_index = left
      i = left
      while i <= right - num_pivots
        c = __nmin_cmp(bk[i], bk[pivot_index], cmp)
        c = -c if rev
        if c == 0
          __nmin_swap(bk, bv, i, right - num_pivots)
          num_pivots += 1
          next
        end
        if c < 0
          __nmin_swap(bk, bv, i, store_index)
          store_index += 1
        end
        i += 1
      end
      j = store_index
      i = right
      while right - num_pivots < i
        if j <= i
          __nmin_swap(bk, bv, j, i)
          j += 1
        end
        i -= 1
      end
      break if store_index <= n && n <= store_index + num_pivots
      if n < store_index
        right = store_index - 1
      else
        left = store_index + num_pivots
      end
    end
    limit = bk[store_index]
    bk.pop(bk.size - n)
    bv.pop(bv.size - n)
    limit
  end

  private def __nmin_swap(bk, bv, i, j)
    t = bk[i]
    bk[i] = bk[j]
    bk[j] = t
    t = bv[i]
    bv[i] = bv[j]
    bv[j] = t
  end
end

module Enumerable
  def grep(pattern)
    return __grep(pattern, true) unless block_given?
    __grep(pattern, true) { |o| __enum_yield(o) }
  end

  def grep_v(pattern)
    return __grep(pattern, false) unless block_given?
    __grep(pattern, false) { |o| __enum_yield(o) }
  end

  # The elements whose `pattern === x` is `want`, or what the block (given
  # with grep's own) makes of what each yielded. Without a block, a Regexp
  # whose === is its own tests Strings and Symbols with match?, as CRuby
  # does, so the caller's $~ stays as it was.
  private def __grep(pattern, want)
    quiet = !block_given? && Regexp === pattern && pattern.method(:===).owner.equal?(Regexp)
    ary = []
    each do |*o|
      x = o.size > 1 ? o : o[0]
      hit = if quiet
              (x.is_a?(Symbol) || !String.try_convert(x).nil?) && pattern.match?(x)
            else
              pattern === x
            end
      ary << (block_given? ? yield(o) : x) if !hit == !want
    end
    ary
  end
end
