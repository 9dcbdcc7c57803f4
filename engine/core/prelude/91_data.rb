# Data: Data.define and every method of the value classes it makes.
#
# Storage is Struct's (see 90_struct.rb): the class keeps its frozen member
# list in @__members__, an instance its values in @__values (both hidden
# from instance_variables). Like CRuby, `new` turns positional arguments into
# keywords and calls initialize(**kw), so `def initialize(x:, y: 0) = super`
# works; initialize freezes the instance.

class Data
  class << self
    undef_method :new

    def define(*members, &block)
      mems = []
      members.each do |m|
        if m.is_a?(String)
          m = m.to_sym
        elsif !m.is_a?(Symbol)
          raise TypeError, "#{m.inspect} is not a symbol nor a string"
        end
        raise ArgumentError, "invalid data member: #{m}" if m.to_s.end_with?("=")
        raise ArgumentError, "duplicate member: #{m}" if mems.include?(m)
        mems << m
      end
      klass = Class.new(self)
      klass.__send__(:__set_layout, :@__members__, mems)
      mems.each_with_index do |m, i|
        klass.__send__(:__struct_member, m, i, false)
      end
      klass.define_singleton_method(:new) do |*args, **kw, &blk|
        __data_new(args, kw, &blk)
      end
      klass.define_singleton_method(:[]) do |*args, **kw, &blk|
        __data_new(args, kw, &blk)
      end
      klass.class_eval(&block) if block
      klass
    end

    def instance_variables
      super - [:@__members__]
    end

    def members
      m = __members__
      raise TypeError, "uninitialized data" unless m
      m.dup
    end

    def __members__
      __inherited_ivar(:@__members__)
    end

    private def __data_new(args, kw, &blk)
      obj = allocate
      if kw.empty?
        n = __members__.size
        if args.size > n
          raise ArgumentError, "wrong number of arguments (given #{args.size}, expected #{n == 0 ? "0" : "0..#{n}"})"
        end
        mems = __members__
        h = {}
        args.each_with_index { |a, i| h[mems[i]] = a }
        obj.__send__(:initialize, **h, &blk)
      else
        unless args.empty?
          raise ArgumentError, "wrong number of arguments (given #{args.size + 1}, expected 0)"
        end
        obj.__send__(:initialize, **kw, &blk)
      end
      obj
    end
  end

  def initialize(*args, **kw)
    unless args.empty?
      if args.size == 1 && kw.empty? && args[0].is_a?(Hash)
        kw = args[0]
      else
        raise ArgumentError, "wrong number of arguments (given #{args.size + (kw.empty? ? 0 : 1)}, expected 0)"
      end
    end
    mems = self.class.__members__
    if kw.size < mems.size
      missing = mems.reject { |m| kw.key?(m) || kw.key?(m.to_s) }
      raise ArgumentError, "missing keyword#{missing.size > 1 ? "s" : ""}: #{missing.map(&:inspect).join(", ")}"
    end
    unknown = []
    @__values = __values_by_name(kw, mems, unknown)
    freeze
    unless unknown.empty?
      raise ArgumentError, "unknown keyword#{unknown.size > 1 ? "s" : ""}: #{unknown.map(&:inspect).join(", ")}"
    end
    nil
  end

  def initialize_copy(orig)
    @__values = orig.instance_variable_get(:@__values)
    self
  end

  def instance_variables
    super - [:@__values]
  end

  def members
    self.class.members
  end

  def to_h(&block)
    h = {}
    mems = self.class.__members__
    i = 0
    while i < mems.size
      if block
        pair = yield mems[i], @__values[i]
        unless pair.is_a?(Array)
          raise TypeError, "wrong element type #{__class_desc(pair)} (expected array)"
        end
        unless pair.size == 2
          raise ArgumentError, "element has wrong array length (expected 2, was #{pair.size})"
        end
        h[pair[0]] = pair[1]
      else
        h[mems[i]] = @__values[i]
      end
      i += 1
    end
    h
  end

  def with(*args, **changes)
    unless args.empty?
      raise ArgumentError, "wrong number of arguments (given #{args.size}, expected 0)"
    end
    return self if changes.empty?
    self.class.new(**to_h.merge(changes))
  end

  def deconstruct
    @__values.dup
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
      i = (k.is_a?(Symbol) || k.is_a?(String)) ? mems.index(k.to_sym) : nil
      return h unless i
      h[k] = @__values[i]
    end
    h
  end

  # Value equality is Struct's (both keep their values in @__values).
  %i[== eql? hash].each { |name| define_method(name, Struct.instance_method(name)) }

  def inspect
    __record_inspect("#<data ")
  end
  alias to_s inspect
end
