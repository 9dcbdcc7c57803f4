# Struct: Struct.new and every method of the classes it makes.
#
# Storage: a struct class keeps [members (a frozen Array of Symbols),
# keyword_init] in the class-level ivar @__layout__, shareable and set by
# Class#__set_layout, so that a Ractor may define one; an instance keeps its
# values in one Array under the ivar @__values. Ruby code cannot set ivars
# whose names lack the '@' (CRuby's hidden `__members__`), so these are
# ordinary ivars that Struct.instance_variables and
# Struct#instance_variables filter out.
# Accessors are attr accessors of a member's index in @__values
# (Module#__struct_member), which the interpreter runs without a call; the
# setter raises FrozenError for a frozen struct (the values Array is never
# frozen). New instances get their @__values from the allocator of
# core/struct_storage.cpp, so a struct class's `new` is Class#new itself.

class Struct
  class << self
    # Class#new, which the classes Struct.new makes answer `new` and `[]`
    # with: the allocator (core/struct_storage.cpp) gives the instance its
    # members, all nil, then initialize runs.
    alias_method :__new_instance, :new
    private :__new_instance

    # On Struct itself (or a subclass that has no members yet) this defines a
    # new struct class; on a struct class (reached through a `super` from
    # its own `self.new`) it makes an instance.
    def new(*args, **kw, &block)
      return __define(args, kw, &block) unless __members__
      __new_instance(*args, **kw, &block)
    end

    def [](*args, **kw, &block)
      new(*args, **kw, &block)
    end

    def members
      m = __members__
      raise TypeError, "uninitialized struct" unless m
      m.dup
    end

    def keyword_init?
      l = __layout__
      l ? l[1] : nil
    end

    def instance_variables
      super - [:@__layout__]
    end

    def inspect
      s = super
      s += "(keyword_init: true)" if keyword_init?
      s
    end

    # The frozen member list of this struct class (nil for Struct itself).
    def __members__
      l = __layout__
      l ? l[0] : nil
    end

    # [members, keyword_init] of this struct class, kept in @__layout__ by
    # the class Struct.new made (nil for Struct itself).
    def __layout__
      __inherited_ivar(:@__layout__)
    end

    private def __define(args, kw, &block)
      kinit = kw.delete(:keyword_init)
      kinit = !!kinit unless kinit.nil?
      unless kw.empty?
        keys = kw.keys
        raise ArgumentError, "unknown keyword#{keys.size > 1 ? "s" : ""}: #{keys.map(&:inspect).join(", ")}"
      end
      name = nil
      if !args.empty? && !args[0].is_a?(Symbol)
        name = args.shift
        unless name.nil?
          name = String.new(name) unless name.is_a?(String)
          unless name.match?(/\A[A-Z][\p{Alnum}_]*\z/)
            raise NameError.new("identifier #{name} needs to be constant", name)
          end
        end
      end
      mems = []
      args.each do |m|
        if m.is_a?(String)
          m = m.to_sym
        elsif !m.is_a?(Symbol)
          raise TypeError, "#{m.inspect} is not a symbol nor a string"
        end
        raise ArgumentError, "invalid struct member: #{m}" if m.to_s.end_with?("=")
        raise ArgumentError, "duplicate member: #{m}" if mems.include?(m)
        mems << m
      end
      klass = Class.new(self)
      klass.__send__(:__set_layout, :@__layout__, [mems, kinit])
      mems.each_with_index { |m, i| klass.__send__(:__struct_member, m, i, true) }
      klass.singleton_class.__send__(:alias_method, :new, :__new_instance)
      klass.singleton_class.__send__(:alias_method, :[], :__new_instance)
      klass.singleton_class.__send__(:public, :new, :[])
      if name # under the class new was called on: Struct::Foo, MyStruct::Foo
        if const_defined?(name, false)
          __warn_here("redefining constant #{self}::#{name}")
          __send__(:remove_const, name)
        end
        const_set(name, klass)
      end
      klass.class_eval(&block) if block
      klass
    end
  end

  # initialize is Struct#initialize of core/struct_storage.cpp.

  def initialize_copy(orig)
    @__values = orig.instance_variable_get(:@__values).dup
    self
  end

  def instance_variables
    super - [:@__values]
  end

  def members
    self.class.members
  end

  def to_a
    @__values.dup
  end
  alias deconstruct to_a
  alias values to_a

  def size
    @__values.size
  end
  alias length size

  def to_h(&block)
    h = {}
    mems = self.class.__members__
    if block
      i = 0
      while i < mems.size
        pair = yield mems[i], @__values[i]
        unless pair.is_a?(Array)
          raise TypeError, "wrong element type #{__class_desc(pair)} (expected array)"
        end
        unless pair.size == 2
          raise ArgumentError, "element has wrong array length (expected 2, was #{pair.size})"
        end
        h[pair[0]] = pair[1]
        i += 1
      end
    else
      i = 0
      while i < mems.size
        h[mems[i]] = @__values[i]
        i += 1
      end
    end
    h
  end

  def each
    return to_enum(:each) { size } unless block_given?
    i = 0
    while i < @__values.size
      yield @__values[i]
      i += 1
    end
    self
  end

  def each_pair
    return to_enum(:each_pair) { size } unless block_given?
    mems = self.class.__members__
    i = 0
    while i < mems.size
      yield [mems[i], @__values[i]]
      i += 1
    end
    self
  end

  def [](key)
    @__values[__index(key)]
  end

  def []=(key, value)
    i = __index(key)
    __check_frozen
    @__values[i] = value
  end

  def values_at(*idx)
    n = @__values.size
    out = []
    idx.each do |i|
      if i.is_a?(Range)
        out.concat(@__values.values_at(i))
      else
        j = __to_int(i)
        k = j < 0 ? j + n : j
        raise IndexError, "offset #{j} too small for struct(size:#{n})" if k < 0
        raise IndexError, "offset #{j} too large for struct(size:#{n})" if k >= n
        out << @__values[k]
      end
    end
    out
  end

  def dig(key, *rest)
    v =
      if key.is_a?(Symbol) || key.is_a?(String)
        i = self.class.__members__.index(key.to_sym)
        i ? @__values[i] : nil
      else
        self[key]
      end
    return v if rest.empty? || v.nil?
    raise TypeError, "#{v.class} does not have #dig method" unless v.respond_to?(:dig)
    v.dig(*rest)
  end

  def deconstruct_keys(keys)
    mems = self.class.__members__
    return to_h if keys.nil?
    unless keys.is_a?(Array)
      raise TypeError, "wrong argument type #{keys.class} (expected Array or nil)"
    end
    h = {}
    return h if keys.size > mems.size
    keys.each do |k|
      i =
        if k.is_a?(Symbol) || k.is_a?(String)
          mems.index(k.to_sym)
        elsif k.is_a?(Integer)
          j = k < 0 ? k + mems.size : k
          (j >= 0 && j < mems.size) ? j : nil
        end
      return h unless i
      h[k] = @__values[i]
    end
    h
  end

  def ==(other)
    return true if equal?(other)
    other.class.equal?(self.class) && @__values == other.instance_variable_get(:@__values)
  end

  def eql?(other)
    return true if equal?(other)
    other.class.equal?(self.class) && @__values.eql?(other.instance_variable_get(:@__values))
  end

  def hash
    [self.class, @__values].hash
  end

  def inspect
    __record_inspect("#<struct ")
  end
  alias to_s inspect

  private def __check_frozen
    raise FrozenError, "can't modify frozen #{self.class}: #{inspect}" if frozen?
  end

  # Index of a member given by Symbol, String or Integer, as CRuby's
  # rb_struct_pos with its error messages.
  private def __index(key)
    mems = self.class.__members__
    if key.is_a?(Symbol) || key.is_a?(String)
      i = mems.index(key.to_sym)
      raise NameError, "no member '#{key}' in struct" unless i
      return i
    end
    j = __to_int(key)
    n = mems.size
    k = j < 0 ? j + n : j
    raise IndexError, "offset #{j} too small for struct(size:#{n})" if k < 0
    raise IndexError, "offset #{j} too large for struct(size:#{n})" if k >= n
    k
  end

end

# Struct's and Data's inspect: "#<struct Point x=1, y=2>", with "..." for
# a record already being inspected further up. A member that is itself a
# Struct or Data inspected by this method is written into the same String,
# so that a chain of records takes time linear in its length.
module Kernel
  private def __record_inspect(prefix)
    __record_inspect_into(+"", prefix)
  end

  private def __record_inspect_into(out, prefix)
    cname = self.class.name
    guard = ($__garnet_struct_inspecting ||= {}.compare_by_identity)
    return out << "#{prefix}#{cname || self.class.inspect}:...>" if guard.key?(self)
    guard[self] = true
    begin
      out << prefix
      out << cname if cname
      mems = self.class.__members__
      i = 0
      while i < mems.size
        out << (i > 0 ? ", " : (cname ? " " : ""))
        out << mems[i].to_s << "="
        value = @__values[i]
        case value
        when Struct, Data
          owner = value.method(:inspect).owner
          if owner.equal?(Struct) || owner.equal?(Data)
            value.__send__(:__record_inspect_into, out, owner.equal?(Struct) ? "#<struct " : "#<data ")
          else
            out << value.inspect
          end
        else
          out << value.inspect
        end
        i += 1
      end
      out << ">"
    ensure
      guard.delete(self)
    end
  end
end
