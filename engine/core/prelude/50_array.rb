# Array: every block-taking method (each, map, select!, sort with a block,
# sum, zip, Array.new(n) { }, ...), with while loops over indices.
# `while __array_next(item, i)` is one instruction (ARYNEXT): while self has
# an element at index i, it goes to item and i moves past it.

class Array
  # Native versions kept for the block-less forms.
  alias_method :__native_initialize, :initialize
  alias_method :__native_sort, :sort
  alias_method :__native_sort!, :sort!
  alias_method :__native_min, :min
  alias_method :__native_max, :max
  alias_method :__native_uniq, :uniq
  alias_method :__native_uniq!, :uniq!
  alias_method :__native_index, :index
  alias_method :__native_rindex, :rindex
  alias_method :__native_fill, :fill
  alias_method :__native_delete, :delete
  alias_method :__native_product, :product
  private :__native_initialize

  def initialize(*args)
    return __native_initialize(*args) unless block_given?
    if args.size > 2
      raise ArgumentError, "wrong number of arguments (given #{args.size}, expected 0..2)"
    end
    __warn_here("block supersedes default value argument") if args.size == 2
    clear
    return self if args.empty?
    size = args[0]
    if args.size == 1 && !size.is_a?(Integer) && size.respond_to?(:to_ary)
      return replace(size.to_ary)
    end
    n = __to_int(size)
    raise ArgumentError, "negative array size" if n < 0
    i = 0
    while i < n
      self[i] = yield(i)
      i += 1
    end
    self
  end

  def each
    return to_enum(:each) { size } unless block_given?
    item = nil
    i = 0
    while __array_next(item, i)
      yield item
    end
    self
  end

  def each_index
    return to_enum(:each_index) { size } unless block_given?
    i = 0
    while i < size
      yield i
      i += 1
    end
    self
  end

  def each_with_index
    return to_enum(:each_with_index) { size } unless block_given?
    item = nil
    i = 0
    while __array_next(item, i)
      yield item, i - 1
    end
    self
  end

  def reverse_each
    return to_enum(:reverse_each) { size } unless block_given?
    i = size
    while i > 0
      i -= 1
      yield self[i]
      n = size
      i = n if n < i
    end
    self
  end

  def map
    return to_enum(__callee__) { size } unless block_given?
    ary = []
    item = nil
    i = 0
    while __array_next(item, i)
      ary << yield(item)
    end
    ary
  end
  alias collect map

  def map!
    return to_enum(__callee__) { size } unless block_given?
    __check_frozen
    i = 0
    while i < size
      self[i] = yield(self[i])
      i += 1
    end
    self
  end
  alias collect! map!

  def flat_map
    return to_enum(__callee__) { size } unless block_given?
    ary = []
    i = 0
    while i < size
      __flat_map_append(ary, yield(self[i]))
      i += 1
    end
    ary
  end
  alias collect_concat flat_map

  def select
    return to_enum(__callee__) { size } unless block_given?
    ary = []
    x = nil
    i = 0
    while __array_next(x, i)
      ary << x if yield(x)
    end
    ary
  end
  alias filter select

  def reject
    return to_enum(:reject) { size } unless block_given?
    ary = []
    i = 0
    while i < size
      x = self[i]
      ary << x unless yield(x)
      i += 1
    end
    ary
  end

  def filter_map
    return to_enum(:filter_map) { size } unless block_given?
    ary = []
    i = 0
    while i < size
      r = yield(self[i])
      ary << r if r
      i += 1
    end
    ary
  end

  def select!
    return to_enum(__callee__) { size } unless block_given?
    __check_frozen
    i = 0
    j = 0
    begin
      while i < size
        v = self[i]
        if yield(v)
          self[j] = v if i != j
          j += 1
        end
        i += 1
      end
    ensure
      __compact_after_filter(i, j)
    end
    i == j ? nil : self
  end
  alias filter! select!

  def keep_if(&blk)
    return to_enum(:keep_if) { size } unless blk
    select!(&blk)
    self
  end

  def reject!
    return to_enum(:reject!) { size } unless block_given?
    __check_frozen
    i = 0
    j = 0
    begin
      while i < size
        v = self[i]
        unless yield(v)
          self[j] = v if i != j
          j += 1
        end
        i += 1
      end
    ensure
      __compact_after_filter(i, j)
    end
    i == j ? nil : self
  end

  def delete_if(&blk)
    return to_enum(:delete_if) { size } unless blk
    reject!(&blk)
    self
  end

  def delete(obj)
    return yield(obj) if block_given? && !include?(obj)
    __native_delete(obj)
  end

  def find(ifnone = (no_ifnone = true; nil))
    return to_enum(__callee__, *(no_ifnone ? [] : [ifnone])) unless block_given?
    i = 0
    while i < size
      x = self[i]
      return x if yield(x)
      i += 1
    end
    ifnone.nil? ? nil : ifnone.call
  end
  alias detect find

  # (The optional parameter, not *args: a call with a block allocates nothing.)
  def find_index(value = (no_value = true))
    if no_value
      return to_enum(__callee__) unless block_given?
      i = 0
      while i < size
        return i if yield(self[i])
        i += 1
      end
      return nil
    end
    __warn_here("given block not used") if block_given?
    __native_index(value)
  end
  alias index find_index

  def rindex(value = (no_value = true))
    unless no_value
      __warn_here("given block not used") if block_given?
      return __native_rindex(value)
    end
    return to_enum(:rindex) unless block_given?
    i = size
    while i > 0
      i -= 1
      return i if yield(self[i])
      n = size
      i = n if i > n
    end
    nil
  end

  def count(item = (no_item = true))
    n = 0
    i = 0
    if !no_item
      __warn_here("given block not used") if block_given?
      while i < size
        n += 1 if self[i] == item
        i += 1
      end
    elsif block_given?
      while i < size
        n += 1 if yield(self[i])
        i += 1
      end
    else
      n = size
    end
    n
  end

  def any?(pattern = (no_pattern = true))
    i = 0
    if !no_pattern
      __warn_here("given block not used") if block_given?
      while i < size
        return true if pattern === self[i]
        i += 1
      end
    elsif block_given?
      while i < size
        return true if yield(self[i])
        i += 1
      end
    else
      while i < size
        return true if self[i]
        i += 1
      end
    end
    false
  end

  def all?(pattern = (no_pattern = true))
    i = 0
    if !no_pattern
      __warn_here("given block not used") if block_given?
      while i < size
        return false unless pattern === self[i]
        i += 1
      end
    elsif block_given?
      while i < size
        return false unless yield(self[i])
        i += 1
      end
    else
      while i < size
        return false unless self[i]
        i += 1
      end
    end
    true
  end

  def none?(pattern = (no_pattern = true))
    i = 0
    if !no_pattern
      __warn_here("given block not used") if block_given?
      while i < size
        return false if pattern === self[i]
        i += 1
      end
    elsif block_given?
      while i < size
        return false if yield(self[i])
        i += 1
      end
    else
      while i < size
        return false if self[i]
        i += 1
      end
    end
    true
  end

  def one?(pattern = (no_pattern = true))
    __warn_here("given block not used") if block_given? && !no_pattern
    found = false
    i = 0
    while i < size
      x = self[i]
      hit = if !no_pattern
              pattern === x
            elsif block_given?
              yield(x)
            else
              x
            end
      if hit
        return false if found
        found = true
      end
      i += 1
    end
    found
  end

  # CRuby's Array#sum: exact Integer/Rational sum while possible, then
  # Kahan-Babuska compensated summation for Floats, then plain +.
  def sum(init = 0)
    v = init
    return v if size == 0
    blk = block_given?
    i = 0
    unless v.is_a?(Integer) || __rational?(v)
      while i < size
        e = self[i]
        e = yield(e) if blk
        v = v + e
        i += 1
      end
      return v
    end
    n = 0
    r = nil
    while i < size
      e = self[i]
      e = yield(e) if blk
      i += 1
      if e.is_a?(Integer)
        n += e
      elsif __rational?(e)
        r = r.nil? ? e : r + e
      else
        v = n + v if n != 0
        v = r + v unless r.nil?
        if e.is_a?(Float)
          f = v.to_f
          c = 0.0
          x = e
          while true
            unless f.nan?
              if x.nan?
                f = x
              elsif x.infinite?
                f = f.infinite? && (x > 0) != (f > 0) ? Float::NAN : x
              elsif !f.infinite?
                t = f + x
                if f.abs >= x.abs
                  c += ((f - t) + x)
                else
                  c += ((x - t) + f)
                end
                f = t
              end
            end
            return f + c if i >= size
            e = self[i]
            e = yield(e) if blk
            i += 1
            if e.is_a?(Float)
              x = e
            elsif e.is_a?(Integer) || __rational?(e)
              x = e.to_f
            else
              v = f
              break
            end
          end
        end
        v = v + e
        while i < size
          e = self[i]
          e = yield(e) if blk
          v = v + e
          i += 1
        end
        return v
      end
    end
    v = n + v if n != 0
    v = r + v unless r.nil?
    v
  end

  def inject(init = (no_init = true), op = (no_op = true))
    i = 0
    if !no_op
      acc = init
      if :+.equal?(op) && Integer.__ops_intact?
        while i < size
          acc = acc + self[i]
          i += 1
        end
      else
        while i < size
          acc = acc.public_send(op, self[i])
          i += 1
        end
      end
      return acc
    end
    if !no_init && !block_given?
      op = init
      return nil if size == 0
      acc = self[0]
      i = 1
      if :+.equal?(op) && Integer.__ops_intact?
        while i < size
          acc = acc + self[i]
          i += 1
        end
      else
        while i < size
          acc = acc.public_send(op, self[i])
          i += 1
        end
      end
      return acc
    end
    raise ArgumentError, "wrong number of arguments (given 0, expected 1..2)" unless block_given?
    if no_init
      return nil if size == 0
      acc = self[0]
      i = 1
    else
      acc = init
    end
    while i < size
      acc = yield(acc, self[i])
      i += 1
    end
    acc
  end

  alias reduce inject

  def min(n = nil)
    unless n.nil?
      return __nmin(self, nil, n, false, block_given? ? proc { |a, b| yield(a, b) } : nil)
    end
    return __native_min unless block_given?
    return nil if size == 0
    m = self[0]
    i = 1
    while i < size
      x = self[i]
      m = x if __cmpint(yield(x, m), x, m) < 0
      i += 1
    end
    m
  end

  def max(n = nil)
    unless n.nil?
      return __nmin(self, nil, n, true, block_given? ? proc { |a, b| yield(a, b) } : nil)
    end
    return __native_max unless block_given?
    return nil if size == 0
    m = self[0]
    i = 1
    while i < size
      x = self[i]
      m = x if __cmpint(yield(x, m), x, m) > 0
      i += 1
    end
    m
  end

  def minmax(&blk)
    [min(&blk), max(&blk)]
  end

  def min_by(n = (no_n = true; nil))
    return to_enum(:min_by, *(no_n ? [] : [n])) { size } unless block_given?
    return __nmin(self, map { |x| yield(x) }, n, false, nil) unless n.nil?
    return nil if size == 0
    m = self[0]
    mk = yield(m)
    i = 1
    while i < size
      x = self[i]
      k = yield(x)
      if __cmpint(k <=> mk, k, mk) < 0
        m = x
        mk = k
      end
      i += 1
    end
    m
  end

  def max_by(n = (no_n = true; nil))
    return to_enum(:max_by, *(no_n ? [] : [n])) { size } unless block_given?
    return __nmin(self, map { |x| yield(x) }, n, true, nil) unless n.nil?
    return nil if size == 0
    m = self[0]
    mk = yield(m)
    i = 1
    while i < size
      x = self[i]
      k = yield(x)
      if __cmpint(k <=> mk, k, mk) > 0
        m = x
        mk = k
      end
      i += 1
    end
    m
  end

  def sort(&blk)
    return __native_sort unless blk
    [].concat(self).sort!(&blk)
  end

  # Stable merge sort (insertion-sorted runs of 8, then bottom-up merges)
  # comparing with the block.
  def sort!
    return __native_sort! unless block_given?
    __check_frozen
    a = [].concat(self)
    n = a.size
    return self if n < 2
    run = 8
    lo = 0
    while lo < n
      hi = lo + run
      hi = n if hi > n
      i = lo + 1
      while i < hi
        x = a[i]
        j = i - 1
        while j >= lo
          y = a[j]
          c = yield(y, x)
          __cmp_failed(y, x) if c.nil?
          break unless c > 0
          a[j + 1] = y
          j -= 1
        end
        a[j + 1] = x
        i += 1
      end
      lo = hi
    end
    if n > run
      b = Array.new(n)
      width = run
      while width < n
        lo = 0
        while lo < n
          mid = lo + width
          mid = n if mid > n
          hi = mid + width
          hi = n if hi > n
          i = lo
          j = mid
          o = lo
          while i < mid && j < hi
            x = a[i]
            y = a[j]
            c = yield(x, y)
            __cmp_failed(x, y) if c.nil?
            if c > 0
              b[o] = y
              j += 1
            else
              b[o] = x
              i += 1
            end
            o += 1
          end
          while i < mid
            b[o] = a[i]
            i += 1
            o += 1
          end
          while j < hi
            b[o] = a[j]
            j += 1
            o += 1
          end
          lo = hi
        end
        t = a
        a = b
        b = t
        width *= 2
      end
    end
    replace(a)
  end

  def sort_by
    return to_enum(:sort_by) { size } unless block_given?
    keys = []
    i = 0
    while i < size
      keys << yield(self[i])
      i += 1
    end
    __sort_by_keys(keys, self)
  end

  def sort_by!(&blk)
    return to_enum(:sort_by!) { size } unless blk
    __check_frozen
    replace(sort_by(&blk))
  end

  def group_by
    return to_enum(:group_by) { size } unless block_given?
    h = {}
    i = 0
    while i < size
      x = self[i]
      k = yield(x)
      if h.key?(k)
        h[k] << x
      else
        h[k] = [x]
      end
      i += 1
    end
    h
  end

  def partition
    return to_enum(:partition) { size } unless block_given?
    t = []
    f = []
    i = 0
    while i < size
      x = self[i]
      if yield(x)
        t << x
      else
        f << x
      end
      i += 1
    end
    [t, f]
  end

  def each_slice(n)
    n = __to_int(n)
    raise ArgumentError, "invalid slice size" if n <= 0
    return to_enum(:each_slice, n) { (size + n - 1) / n } unless block_given?
    i = 0
    while i < size
      yield self[i, n]
      i += n
    end
    self
  end

  def each_cons(n)
    n = __to_int(n)
    raise ArgumentError, "invalid size" if n <= 0
    return to_enum(:each_cons, n) { size - n + 1 < 0 ? 0 : size - n + 1 } unless block_given?
    i = 0
    while i + n <= size
      yield self[i, n]
      i += 1
    end
    self
  end

  def each_with_object(memo)
    return to_enum(:each_with_object, memo) { size } unless block_given?
    i = 0
    while i < size
      yield self[i], memo
      i += 1
    end
    memo
  end

  def take_while
    return to_enum(:take_while) unless block_given?
    i = 0
    while i < size && yield(self[i])
      i += 1
    end
    self[0, i]
  end

  def drop_while
    return to_enum(:drop_while) unless block_given?
    i = 0
    while i < size && yield(self[i])
      i += 1
    end
    self[i, size - i] || []
  end

  def cycle(n = nil)
    unless block_given?
      return to_enum(:cycle, n) do
        if size == 0
          0
        elsif n.nil?
          Float::INFINITY
        else
          m = __to_int(n)
          m <= 0 ? 0 : size * m
        end
      end
    end
    if n.nil?
      n = -1
    else
      n = __to_int(n)
      return nil if n <= 0
    end
    while size > 0 && (n < 0 || 0 < n)
      n -= 1 if n > 0
      i = 0
      while i < size
        yield self[i]
        i += 1
      end
    end
    nil
  end

  def uniq
    return __native_uniq unless block_given?
    return [].concat(self) if size <= 1
    h = {}
    i = 0
    while i < size
      x = self[i]
      k = yield(x)
      h[k] = x unless h.key?(k)
      i += 1
    end
    h.values
  end

  def uniq!(&blk)
    return __native_uniq! unless blk
    __check_frozen
    return nil if size <= 1
    u = uniq(&blk)
    return nil if u.size == size
    replace(u)
  end

  def tally(hash = nil)
    return super unless nil.equal?(hash)
    h = {}
    i = 0
    while i < size
      x = self[i]
      c = h[x]
      h[x] = c.nil? ? 1 : c + 1
      i += 1
    end
    h
  end

  def zip(*others)
    len = size
    m = others.size
    k = 0
    while k < m
      o = others[k]
      unless o.is_a?(Array)
        if o.respond_to?(:to_ary)
          others[k] = o.to_ary
        elsif o.respond_to?(:each)
          tmp = []
          if len > 0
            o.each do |*x|
              tmp << (x.size > 1 ? x : x[0])
              break if tmp.size >= len
            end
          end
          others[k] = tmp
        else
          raise TypeError, "wrong argument type #{o.class} (must respond to :each)"
        end
      end
      k += 1
    end
    result = block_given? ? nil : []
    i = 0
    while i < len
      t = [self[i]]
      k = 0
      while k < m
        t << others[k][i]
        k += 1
      end
      if result
        result << t
      else
        yield t
      end
      i += 1
    end
    result
  end

  # With a block, the combinations are made one at a time (an odometer over
  # copies of the arrays), so no size is too big to start.
  def product(*others)
    return __native_product(*others) unless block_given?
    lists = [dup]
    others.each do |o|
      a = Array.try_convert(o)
      raise TypeError, "no implicit conversion of #{__class_desc(o)} into Array" if a.nil?
      lists << a.dup
    end
    return self if lists.any?(&:empty?)
    n = lists.size
    at = Array.new(n, 0)
    while true
      yield Array.new(n) { |i| lists[i][at[i]] }
      i = n - 1
      while i >= 0
        at[i] += 1
        break if at[i] < lists[i].size
        at[i] = 0
        i -= 1
      end
      return self if i < 0
    end
  end

  def combination(k)
    k = __to_int(k)
    unless block_given?
      return to_enum(:combination, k) { __binomial(size, k) }
    end
    n = size
    if k == 0
      yield []
    elsif k == 1
      i = 0
      while i < size
        yield [self[i]]
        i += 1
      end
    elsif k > 0 && k <= n
      snapshot = [].concat(self)
      idx = Array.new(k) { |j| j }
      while true
        c = Array.new(k)
        j = 0
        while j < k
          c[j] = snapshot[idx[j]]
          j += 1
        end
        yield c
        j = k - 1
        j -= 1 while j >= 0 && idx[j] == n - k + j
        break if j < 0
        idx[j] += 1
        j += 1
        while j < k
          idx[j] = idx[j - 1] + 1
          j += 1
        end
      end
    end
    self
  end

  def permutation(k = (no_k = true))
    k = no_k ? size : __to_int(k)
    unless block_given?
      return to_enum(:permutation, *(no_k ? [] : [k])) { __permutations(size, k) }
    end
    n = size
    if k == 0
      yield []
    elsif k > 0 && k <= n
      snapshot = [].concat(self)
      p = Array.new(k, -1)
      used = Array.new(n, false)
      d = 0
      while d >= 0
        cur = p[d]
        used[cur] = false if cur >= 0
        j = cur + 1
        j += 1 while j < n && used[j]
        if j >= n
          p[d] = -1
          d -= 1
          next
        end
        p[d] = j
        used[j] = true
        if d == k - 1
          c = Array.new(k)
          m = 0
          while m < k
            c[m] = snapshot[p[m]]
            m += 1
          end
          yield c
        else
          d += 1
        end
      end
    end
    self
  end

  def repeated_combination(k)
    k = __to_int(k)
    unless block_given?
      return to_enum(:repeated_combination, k) { k == 0 ? 1 : __binomial(size + k - 1, k) }
    end
    __each_index_tuple(k, true) { |c| yield c }
    self
  end

  def repeated_permutation(k)
    k = __to_int(k)
    return to_enum(:repeated_permutation, k) { k < 0 ? 0 : size**k } unless block_given?
    __each_index_tuple(k, false) { |c| yield c }
    self
  end

  def fill(*args)
    return __native_fill(*args) unless block_given?
    if args.size > 2
      raise ArgumentError, "wrong number of arguments (given #{args.size}, expected 0..2)"
    end
    __check_frozen
    len = size
    a0 = args[0]
    if args.empty?
      beg = 0
      fin = len
    elsif args.size == 1 && a0.is_a?(Range)
      beg = a0.begin.nil? ? 0 : __to_int(a0.begin)
      beg += len if beg < 0
      raise RangeError, "#{a0.inspect} out of range" if beg < 0
      if a0.end.nil?
        fin = len
      else
        fin = __to_int(a0.end)
        fin += len if fin < 0
        fin += 1 unless a0.exclude_end?
      end
    else
      beg = a0.nil? ? 0 : __to_int(a0)
      beg += len if beg < 0
      beg = 0 if beg < 0
      cnt = args.size == 2 && !args[1].nil? ? __to_int(args[1]) : len - beg
      return self if cnt < 0
      fin = beg + cnt
    end
    return self if fin <= beg
    self[fin - 1] = nil if fin > size
    i = beg
    while i < fin
      v = yield(i)
      break if i >= size
      self[i] = v
      i += 1
    end
    self
  end

  def bsearch(&blk)
    return to_enum(:bsearch) unless blk
    i = bsearch_index(&blk)
    i.nil? ? nil : self[i]
  end

  def bsearch_index
    return to_enum(:bsearch_index) unless block_given?
    __bsearch_between(0, size) { |i| yield self[i] }
  end

  def to_h
    h = {}
    i = 0
    while i < size
      e = self[i]
      pair = block_given? ? yield(e) : e
      pair = pair.to_ary if !pair.is_a?(Array) && pair.respond_to?(:to_ary)
      unless pair.is_a?(Array)
        raise TypeError, "wrong element type #{pair.class} at #{i} (expected array)"
      end
      if pair.size != 2
        raise ArgumentError, "wrong array length at #{i} (expected 2, was #{pair.size})"
      end
      h[pair[0]] = pair[1]
      i += 1
    end
    h
  end

  private

  # Yields every k-tuple of indices in 0...n (ascending only when `ascending`,
  # as repeated_combination wants), in lexicographic order, as elements.
  def __each_index_tuple(k, ascending)
    n = size
    return if k < 0 || (n == 0 && k > 0)
    snapshot = [].concat(self)
    idx = Array.new(k, 0)
    while true
      yield idx.map { |j| snapshot[j] }
      j = k - 1
      j -= 1 while j >= 0 && idx[j] == n - 1
      break if j < 0
      idx[j] += 1
      m = j + 1
      while m < k
        idx[m] = ascending ? idx[j] : 0
        m += 1
      end
    end
  end

  def __check_frozen
    raise FrozenError, "can't modify frozen #{self.class}: #{inspect}" if frozen?
  end

  # After select!/reject! stopped at read index i with j elements kept: keep
  # the unvisited tail (when a block broke out) and drop the rest.
  def __compact_after_filter(i, j)
    len = size
    return unless j < len && j < i
    tail = 0
    if i < len
      tail = len - i
      k = 0
      while k < tail
        self[j + k] = self[i + k]
        k += 1
      end
    end
    pop(len - (j + tail))
  end

  def __binomial(n, k)
    return 0 if k < 0 || k > n
    k = n - k if k > n - k
    r = 1
    i = 0
    while i < k
      r = r * (n - i) / (i + 1)
      i += 1
    end
    r
  end

  def __permutations(n, k)
    return 0 if k < 0 || k > n
    r = 1
    i = 0
    while i < k
      r *= n - i
      i += 1
    end
    r
  end
end

module Kernel
  # No Rational exists before its class loads; on_demand/rational.rb
  # redefines this.
  private def __rational?(x) = false
end
