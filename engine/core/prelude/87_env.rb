# ENV: the Hash-like interface of the environment variables, over the
# natives of core/env.cpp ([], []=, store, key?, __delete, __pairs). Each
# method reads the environment afresh, so a change made by another isolate
# or by the C library is seen at once.

class << ENV
  def fetch(name, default = (no_default = true))
    value = self[name]
    return value unless value.nil?
    if block_given?
      __warn_here("block supersedes default value argument") unless no_default
      return yield(name)
    end
    return default unless no_default
    raise KeyError.new("key not found: #{name.inspect}", receiver: self, key: name)
  end

  def delete(name)
    value = __delete(name)
    return yield(name) if value.nil? && block_given?
    value
  end

  def to_a = __pairs
  def keys = __pairs.map { |pair| pair[0] }
  def values = __pairs.map { |pair| pair[1] }
  def size = __pairs.size
  def length = __pairs.size
  def empty? = __pairs.empty?
  def to_hash = __pairs.to_h
  def inspect = to_hash.inspect
  def rehash = nil

  def to_h
    return to_hash unless block_given?
    __pairs.to_h { |name, value| yield(name, value) }
  end

  def each
    return to_enum(:each) { size } unless block_given?
    __pairs.each { |pair| yield pair }
    self
  end

  def each_pair(&) = block_given? ? each(&) : to_enum(:each_pair) { size }

  def each_key
    return to_enum(:each_key) { size } unless block_given?
    __pairs.each { |pair| yield pair[0] }
    self
  end

  def each_value
    return to_enum(:each_value) { size } unless block_given?
    __pairs.each { |pair| yield pair[1] }
    self
  end

  def value?(value)
    return nil unless value.is_a?(String)
    __pairs.any? { |pair| pair[1] == value }
  end
  alias has_value? value?

  def key(value)
    pair = __pairs.find { |pair| pair[1] == value }
    pair && pair[0]
  end

  def assoc(name)
    value = self[name]
    value && [name.to_str.dup.freeze, value]
  end

  def rassoc(value)
    return nil unless value.is_a?(String)
    __pairs.find { |pair| pair[1] == value }
  end

  def values_at(*names) = names.map { |name| self[name] }
  def slice(*names) = names.each_with_object({}) { |name, h| (v = self[name]) && h.store(name, v) }
  def except(*names) = to_hash.except(*names)
  def invert = to_hash.invert
  def select(&) = block_given? ? to_hash.select(&) : to_enum(__callee__) { size }
  alias filter select
  def reject(&) = block_given? ? to_hash.reject(&) : to_enum(:reject) { size }

  # Removes the variables the block accepts (keep: false) or rejects (keep:
  # true); answers whether any went.
  def __remove_where(keep)
    removed = false
    __pairs.each do |name, value|
      next if (yield(name, value) ? true : false) == keep
      __delete(name)
      removed = true
    end
    removed
  end

  def delete_if(&)
    return to_enum(:delete_if) { size } unless block_given?
    __remove_where(false, &)
    self
  end

  def reject!(&)
    return to_enum(:reject!) { size } unless block_given?
    __remove_where(false, &) ? self : nil
  end

  def keep_if(&)
    return to_enum(:keep_if) { size } unless block_given?
    __remove_where(true, &)
    self
  end

  def select!(&)
    return to_enum(__callee__) { size } unless block_given?
    __remove_where(true, &) ? self : nil
  end
  alias filter! select!

  def shift
    pair = __pairs.first
    pair && (__delete(pair[0]); pair)
  end

  def clear
    keys.each { |name| __delete(name) }
    self
  end

  def update(*hashes)
    hashes.each do |hash|
      hash.to_hash.each do |name, value|
        value = yield(name, self[name], value) if block_given? && key?(name)
        self[name] = value
      end
    end
    self
  end
  alias merge! update

  def replace(hash)
    hash = hash.to_hash
    hash.each { |name, value| self[name] = value }
    keys.each { |name| __delete(name) unless hash.key?(name) }
    self
  end

  def freeze = raise(TypeError, "cannot freeze ENV")
  def dup = raise(TypeError, "Cannot dup ENV, use ENV.to_h to get a copy of ENV as a hash")
  def clone(freeze: nil) = raise(TypeError, "Cannot clone ENV, use ENV.to_h to get a copy of ENV as a hash")
end
