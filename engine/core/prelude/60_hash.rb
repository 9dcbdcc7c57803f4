# Hash: iteration (`while __hash_next(k, v, i)`, one instruction that steps
# over self's live entries; see PRIMITIVES.md), the block-taking methods,
# fetch, and the default-proc hook used by Hash#[].
#
# Like CRuby, each/each_pair/map/find/... yield one [key, value] array (so
# |k, v| destructures), while select/reject/filter_map!/keep_if/delete_if/
# to_h/any?-with-pattern... follow CRuby's own choice (see each method).

class Hash
  alias_method :__native_merge, :merge
  alias_method :__native_update, :update
  alias_method :__native_any?, :any?
  alias_method :__native_to_h, :to_h
  # The natives themselves, for the methods below: a subclass that
  # redefines [] or key? (as CRuby's C code, they do not call those).
  alias_method :__aref, :[]
  alias_method :__aset, :[]=
  alias_method :__key_p, :key?

  # Called by the native Hash#[] (and #default(key)) for a missing key when
  # the hash has a default proc.
  def __default_proc_call(key)
    default_proc.call(self, key)
  end

  def each
    return to_enum(__callee__) { size } unless block_given?
    k = v = nil
    i = 0
    n = __entry_count
    spread = __spread_pairs?
    while __hash_next(k, v, i, n)
      if spread
        yield k, v
      else
        yield [k, v]
      end
    end
    self
  end
  alias each_pair each

  def each_key
    return to_enum(:each_key) { size } unless block_given?
    k = v = nil
    i = 0
    n = __entry_count
    while __hash_next(k, v, i, n)
      yield k
    end
    self
  end

  def each_value
    return to_enum(:each_value) { size } unless block_given?
    k = v = nil
    i = 0
    n = __entry_count
    while __hash_next(k, v, i, n)
      yield v
    end
    self
  end

  def each_with_index
    return to_enum(:each_with_index) { size } unless block_given?
    k = v = nil
    i = 0
    n = 0
    while __hash_next(k, v, i)
      yield [k, v], n
      n += 1
    end
    self
  end

  def each_with_object(memo)
    return to_enum(:each_with_object, memo) { size } unless block_given?
    k = v = nil
    i = 0
    while __hash_next(k, v, i)
      yield [k, v], memo
    end
    memo
  end

  def map
    return to_enum(__callee__) { size } unless block_given?
    ary = []
    k = v = nil
    i = 0
    while __hash_next(k, v, i)
      ary << __enum_yield([k, v]) # key and value, as two values
    end
    ary
  end
  alias collect map

  def flat_map
    return to_enum(:flat_map) { size } unless block_given?
    ary = []
    k = v = nil
    i = 0
    while __hash_next(k, v, i)
      __flat_map_append(ary, yield([k, v]))
    end
    ary
  end

  def filter_map
    return to_enum(:filter_map) { size } unless block_given?
    ary = []
    k = v = nil
    i = 0
    while __hash_next(k, v, i)
      r = yield([k, v])
      ary << r if r
    end
    ary
  end

  # select/filter/reject yield key and value as two arguments and return a
  # Hash (comparing by identity when the receiver does).
  def select(&blk)
    return to_enum(__callee__) { size } unless blk
    __filtered(true, &blk)
  end
  alias filter select

  def reject(&blk)
    return to_enum(:reject) { size } unless blk
    __filtered(false, &blk)
  end

  def select!
    return to_enum(__callee__) { size } unless block_given?
    __check_frozen
    n = size
    k = v = nil
    i = 0
    while __hash_next(k, v, i)
      delete(k) if !yield(k, v)
    end
    n == size ? nil : self
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
    n = size
    k = v = nil
    i = 0
    while __hash_next(k, v, i)
      delete(k) if yield(k, v)
    end
    n == size ? nil : self
  end

  def delete_if(&blk)
    return to_enum(:delete_if) { size } unless blk
    reject!(&blk)
    self
  end

  def find(ifnone = (no_ifnone = true; nil))
    return to_enum(__callee__, *(no_ifnone ? [] : [ifnone])) unless block_given?
    k = v = nil
    i = 0
    while __hash_next(k, v, i)
      pair = [k, v]
      return pair if __enum_yield(pair) # key and value, as two values
    end
    ifnone.nil? ? nil : ifnone.call
  end
  alias detect find

  def find_all
    return to_enum(:find_all) { size } unless block_given?
    ary = []
    k = v = nil
    i = 0
    while __hash_next(k, v, i)
      pair = [k, v]
      ary << pair if yield(pair)
    end
    ary
  end

  def partition
    return to_enum(:partition) { size } unless block_given?
    t = []
    f = []
    k = v = nil
    i = 0
    while __hash_next(k, v, i)
      pair = [k, v]
      if yield(pair)
        t << pair
      else
        f << pair
      end
    end
    [t, f]
  end

  def group_by
    return to_enum(:group_by) { size } unless block_given?
    h = {}
    k = v = nil
    i = 0
    while __hash_next(k, v, i)
      pair = [k, v]
      g = yield(pair)
      if h.key?(g)
        h[g] << pair
      else
        h[g] = [pair]
      end
    end
    h
  end

  def any?(pattern = (no_pattern = true))
    if !no_pattern
      __warn_here("given block not used") if block_given?
      k = v = nil
      i = 0
      while __hash_next(k, v, i)
        return true if pattern === [k, v]
      end
      return false
    end
    return __native_any? unless block_given?
    k = v = nil
    i = 0
    while __hash_next(k, v, i)
      return true if yield([k, v])
    end
    false
  end

  def all?(pattern = (no_pattern = true))
    __warn_here("given block not used") if block_given? && !no_pattern
    k = v = nil
    i = 0
    while __hash_next(k, v, i)
      pair = [k, v]
      return false unless no_pattern ? !block_given? || yield(pair) : pattern === pair
    end
    true
  end

  def none?(pattern = (no_pattern = true))
    __warn_here("given block not used") if block_given? && !no_pattern
    k = v = nil
    i = 0
    while __hash_next(k, v, i)
      pair = [k, v]
      return false if no_pattern ? !block_given? || yield(pair) : pattern === pair
    end
    true
  end

  def count(item = (no_item = true))
    return size if no_item && !block_given?
    __warn_here("given block not used") if block_given? && !no_item
    n = 0
    k = v = nil
    i = 0
    while __hash_next(k, v, i)
      pair = [k, v]
      n += 1 if no_item ? yield(pair) : pair == item
    end
    n
  end

  def sum(init = 0)
    vals = []
    k = v = nil
    i = 0
    while __hash_next(k, v, i)
      pair = [k, v]
      vals << (block_given? ? yield(pair) : pair)
    end
    __enum_sum(vals, init)
  end

  def inject(*args, &blk)
    to_a.inject(*args, &blk)
  end
  alias reduce inject

  def min_by(*args, &blk)
    return to_enum(:min_by, *args) { size } unless blk
    to_a.min_by(*args, &blk)
  end

  def max_by(*args, &blk)
    return to_enum(:max_by, *args) { size } unless blk
    to_a.max_by(*args, &blk)
  end

  def sort_by(&blk)
    return to_enum(:sort_by) { size } unless blk
    to_a.sort_by(&blk)
  end

  def to_h
    return __native_to_h unless block_given?
    h = {}
    k = v = nil
    i = 0
    while __hash_next(k, v, i)
      pair = yield(k, v)
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

  def transform_values
    return to_enum(:transform_values) { size } unless block_given?
    h = {}
    h.compare_by_identity if compare_by_identity?
    k = v = nil
    i = 0
    while __hash_next(k, v, i)
      h[k] = yield(v)
    end
    h
  end

  def transform_values!
    return to_enum(:transform_values!) { size } unless block_given?
    __check_frozen
    k = v = nil
    i = 0
    while __hash_next(k, v, i)
      __aset(k, yield(v))
    end
    self
  end

  def transform_keys(mapping = (no_mapping = true))
    return to_enum(:transform_keys) { size } if no_mapping && !block_given?
    h = {}
    k = v = nil
    i = 0
    while __hash_next(k, v, i)
      if !no_mapping && mapping.key?(k)
        h[mapping[k]] = v
      elsif block_given?
        h[yield(k)] = v
      else
        h[k] = v
      end
    end
    h
  end

  def transform_keys!(mapping = (no_mapping = true))
    return to_enum(:transform_keys!) { size } if no_mapping && !block_given?
    __check_frozen
    new_keys = {}
    pairs = to_a
    i = 0
    while i < pairs.size
      k, v = pairs[i]
      if !no_mapping && mapping.key?(k)
        nk = mapping[k]
      elsif block_given?
        nk = yield(k)
      else
        nk = k
      end
      delete(k) unless new_keys.key?(k)
      __aset(nk, v)
      new_keys[nk] = true
      i += 1
    end
    self
  end

  def merge(*others)
    return __native_merge(*others) unless block_given?
    h = dup
    j = 0
    while j < others.size
      h.__merge_one!(others[j]) { |k, a, b| yield k, a, b }
      j += 1
    end
    h
  end

  def update(*others)
    return __native_update(*others) unless block_given?
    __check_frozen
    j = 0
    while j < others.size
      __merge_one!(others[j]) { |k, a, b| yield k, a, b }
      j += 1
    end
    self
  end

  def merge!(*others, &blk)
    update(*others, &blk)
  end

  def fetch(key, default = (no_default = true))
    return __aref(key) if __key_p(key)
    if block_given?
      __warn_here("block supersedes default value argument") unless no_default
      return yield(key)
    end
    return default unless no_default
    __key_not_found(key)
  end

  def fetch_values(*keys)
    ary = []
    i = 0
    while i < keys.size
      k = keys[i]
      ary << (block_given? ? fetch(k) { |x| yield x } : fetch(k))
      i += 1
    end
    ary
  end

  def __merge_one!(other)
    other = other.to_hash unless other.is_a?(Hash)
    i = 0
    while i < other.__entry_count
      k = other.__key_at(i)
      unless k.equal?(other)
        v = other.__value_at(i)
        __aset(k, __key_p(k) ? yield(k, __aref(k), v) : v)
      end
      i += 1
    end
  end

  private

  # KeyError for a missing key, its inspect cut to 65 characters as Ruby's.
  def __key_not_found(key)
    desc = key.inspect
    desc = "#{desc[0, 62]}..." if desc.length > 65
    raise KeyError.new("key not found: #{desc}", receiver: self, key: key)
  end

  def __check_frozen
    raise FrozenError, "can't modify frozen #{self.class}: #{inspect}" if frozen?
  end

  # The pairs for which the block's truth equals `keep`.
  def __filtered(keep)
    h = {}
    h.compare_by_identity if compare_by_identity?
    k = v = nil
    i = 0
    while __hash_next(k, v, i)
      h[k] = v if !yield(k, v) != keep
    end
    h
  end
end

class Hash
  # A lambda that looks keys up: %i[a b].map(&hash).
  def to_proc = method(:[]).to_proc

  def flatten(depth = 1) = to_a.flatten(__to_int(depth))
end
