# ObjectSpace.each_object for classes and modules (each_object(Class),
# each_object(Foo.singleton_class) for Foo's subclasses...): the world's
# class table is walked; other kinds would need a heap walk and raise.

module ObjectSpace
  def self.each_object(kind = Module)
    unless kind.is_a?(Module) && (kind <= Module || kind.singleton_class?)
      raise NotImplementedError, "ObjectSpace.each_object supports only classes and modules"
    end
    found = __modules.select { |m| kind === m }
    return found.each unless block_given?
    found.each { |m| yield m }
    found.size
  end
end

# WeakMap's iteration and the block form of delete for both weak maps; the
# rest is native (weak_maps.cpp). Iteration walks a snapshot of the entries.
module ObjectSpace
  class WeakMap
    def each
      entries = __entries
      i = 0
      while i < entries.size
        yield entries[i], entries[i + 1]
        i += 2
      end
      self
    end
    alias_method :each_pair, :each

    def each_key
      each { |k, _| yield k }
    end

    def each_value
      each { |_, v| yield v }
    end

    def keys
      result = []
      each { |k, _| result << k }
      result
    end

    def values
      result = []
      each { |_, v| result << v }
      result
    end

    def delete(key)
      return __delete(key) if key?(key)
      yield key if block_given?
    end
  end

  class WeakKeyMap
    def delete(key)
      return __delete(key) if key?(key)
      yield key if block_given?
    end
  end
end
