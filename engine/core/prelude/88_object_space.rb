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

# ObjectSpace.define_finalizer: the checks and the calls; the table, which
# holds the objects weakly, is core/finalizers.cpp. A finalizer is called
# with the object's id, in a green thread of its own after a collection
# found the object dead, or at the end of the program; what it raises is
# reported as a warning, as in Ruby.
module ObjectSpace
  def self.define_finalizer(object, callable = (no_callable = true))
    if object.is_a?(Integer) || object.is_a?(Symbol) || object.is_a?(Float) || nil.equal?(object) ||
       true.equal?(object) || false.equal?(object)
      raise ArgumentError, "cannot define finalizer for #{object.class}"
    end
    raise FrozenError.new("can't modify frozen #{object.class}: #{object.inspect}", receiver: object) if object.frozen?
    if no_callable
      raise ArgumentError, "tried to create Proc object without a block" unless block_given?
      callable = proc { |id| yield id }
    elsif !callable.respond_to?(:call)
      raise ArgumentError, "wrong type argument #{callable.class} (should be callable)"
    end
    __finalizer_add(object, callable, object.__id__)
    [0, callable]
  end

  def self.undefine_finalizer(object)
    __finalizer_remove(object)
    object
  end

  def self.__run_finalizers(all = false)
    __finalizers_taken(all).each do |id, callables|
      callables.each do |callable|
        callable.call(id)
      rescue Exception => e
        $stderr.write("#{$0}: warning: Exception in finalizer #{callable.inspect}\n", e.full_message(highlight: false))
      end
    end
    nil
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
