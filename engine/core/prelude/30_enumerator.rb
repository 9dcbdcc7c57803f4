# Enumerator (internal iteration, and #next/#peek/#rewind, which run each in a fiber),
# Enumerator::Yielder, Enumerator::ArithmeticSequence, Enumerator.produce.

class Enumerator
  include Enumerable

  # Enumerator for `recv.meth(*args, **kw)`; `size` is nil, an Integer or a
  # Proc called with args (used by Kernel#to_enum / #enum_for).
  def self.__for(recv, meth, args, kw, size)
    e = allocate
    e.__setup(recv, meth, args, kw, size)
    e
  end

  def initialize(size = nil, &blk)
    raise ArgumentError, "tried to create Proc object without a block" unless blk
    __setup(nil, :each, [], nil, size)
    @gen = blk
    self
  end

  def __setup(recv, meth, args, kw, size)
    @receiver = recv
    @method = meth
    @args = args
    @kw = kw.nil? || kw.empty? ? nil : kw
    @size = size
    @gen = nil
  end

  def each(*extra, &blk)
    unless extra.empty?
      e = Enumerator.__for(@receiver, @method, @args + extra, @kw, @size)
      return blk ? e.each(&blk) : e
    end
    return self unless blk
    __each(&blk)
  end

  def size
    s = @size
    return s.call(*@args) if !s.nil? && !s.is_a?(Integer) && s.respond_to?(:call)
    s
  end

  # e + other: a Chain of the two.
  def +(other) = Chain.new(self, other)

  def with_index(offset = 0)
    return to_enum(:with_index, offset) { size } unless block_given?
    i = offset.nil? ? 0 : __to_int(offset)
    __each do |*o|
      idx = i
      i += 1
      yield (o.size > 1 ? o : o[0]), idx
    end
  end

  def each_with_index
    return to_enum(:each_with_index) { size } unless block_given?
    i = 0
    __each do |*o|
      idx = i
      i += 1
      yield (o.size > 1 ? o : o[0]), idx
    end
  end

  def with_object(memo)
    return to_enum(__callee__, memo) { size } unless block_given?
    __each { |*o| yield (o.size > 1 ? o : o[0]), memo }
    memo
  end
  alias each_with_object with_object

  def inspect
    return "#<#{self.class}: uninitialized>" unless @method
    return "#<#{self.class}: #<Enumerator::Generator>:each>" if @gen
    args = @args.map(&:inspect)
    @kw&.each { |k, v| args << "#{k}: #{v.inspect}" }
    a = args.empty? ? "" : "(#{args.join(", ")})"
    "#<#{self.class}: #{@receiver.inspect}:#{@method}#{a}>"
  end

  alias to_s inspect

  # External iteration: a fiber runs `each` and hands over the values of
  # one element per `next`; when `each` returns, StopIteration carries its
  # result. A value given to #feed is what that element's yield returns.
  def next = __one(@__peeked ? __take_peeked : __advance)

  def peek
    @__peeked = [__advance] unless @__peeked
    __one(@__peeked[0])
  end

  def next_values = (@__peeked ? __take_peeked : __advance).dup

  def peek_values
    @__peeked = [__advance] unless @__peeked
    @__peeked[0].dup
  end

  def feed(value)
    raise TypeError, "feed value already set" if @__fed
    @__fed = true
    @__feed = value
    nil
  end

  def rewind
    @receiver.rewind if @receiver.respond_to?(:rewind)
    @__fiber = nil
    @__stop = nil
    @__peeked = nil
    @__fed = false
    @__feed = nil
    self
  end

  private

  def __one(values) = values.size > 1 ? values : values[0]

  def __take_peeked
    v = @__peeked[0]
    @__peeked = nil
    v
  end

  # The values of the next element; an exception that ends `each` ends the
  # iteration too (the next call starts again).
  def __advance
    raise @__stop if @__stop
    if @__fiber
      fed = @__feed
      @__fed = false
      @__feed = nil
    else
      @__fiber = Fiber.new do
        result = each { |*x| Fiber.yield(x) }
        @__stop = StopIteration.new("iteration reached an end")
        @__stop.instance_variable_set(:@result, result)
        nil
      end
    end
    begin
      values = @__fiber.resume(fed)
    rescue Exception
      @__fiber = nil
      raise
    end
    raise @__stop if @__stop
    values
  end

  public

  def self.produce(initial = (no_initial = true), &blk)
    raise ArgumentError, "no block given" unless blk
    Enumerator.new(Float::INFINITY) do |y|
      begin
        v = no_initial ? blk.call(nil) : initial
        while true
          y << v
          v = blk.call(v)
        end
      rescue StopIteration
        nil
      end
    end
  end

  private

  def __each(&blk)
    return @gen.call(Yielder.__for(blk)) if @gen
    if @kw
      @receiver.__send__(@method, *@args, **@kw, &blk)
    else
      @receiver.__send__(@method, *@args, &blk)
    end
  end

  # The `y` of `Enumerator.new { |y| ... }`: forwards values to the block
  # given to #each.
  class Yielder
    def self.__for(blk)
      y = allocate
      y.instance_variable_set(:@blk, blk)
      y
    end

    def initialize(&blk)
      raise LocalJumpError, "no block given" unless blk
      @blk = blk
      self
    end

    def yield(*args)
      @blk.call(*args)
    end

    def <<(value)
      @blk.call(value)
      self
    end

    def to_proc
      blk = @blk
      proc { |*args| blk.call(*args) }
    end
  end

  # What Enumerator.new's block runs on: each(*args) { } calls it with a
  # Yielder (and args).
  class Generator
    include Enumerable

    def initialize(&blk)
      raise LocalJumpError, "no block given" unless blk
      @proc = blk
      self
    end

    def each(*args, &blk)
      raise LocalJumpError, "no block given" unless blk
      @proc.call(Yielder.__for(blk), *args)
    end
  end

  # e1 + e2, enum.chain(*others): each runs the enumerables one after
  # another. No external iteration (next, peek, feed), as in CRuby.
  class Chain < Enumerator
    undef_method :next, :next_values, :peek, :peek_values, :feed

    def initialize(*enums)
      @enums = enums.freeze
      @started = 0 # how many have been iterated on (rewind rewinds those)
      __setup(nil, :each, [], nil, nil)
      self
    end

    def each(*args, &blk)
      return self unless blk
      @enums.each_with_index do |enum, i|
        @started = i + 1 if i >= @started
        enum.each(*args, &blk)
      end
      self
    end

    # The sum of the sizes; nil or Infinity as soon as one is.
    def size
      @enums.inject(0) do |total, enum|
        size = enum.respond_to?(:size) ? enum.size : nil
        return size if size.nil? || (size.is_a?(Float) && size.infinite?)
        total + size
      end
    end

    # Rewinds, last first, the enumerables each has started.
    def rewind
      (@started - 1).downto(0) do |i|
        enum = @enums[i]
        enum.rewind if enum.respond_to?(:rewind)
      end
      @started = 0
      super
    end

    def inspect
      return "#<Enumerator::Chain: uninitialized>" unless @enums
      "#<Enumerator::Chain: [#{@enums.map(&:inspect).join(", ")}]>"
    end
    alias to_s inspect
  end

  # What Numeric#step and Range#step/% return without a block.
  class ArithmeticSequence < Enumerator
    class << self
      alias_method :__allocate, :allocate
      undef_method :new

      def allocate = raise(TypeError, "allocator undefined for #{self}")
    end

    def self.__for_seq(recv, meth, args, kw, first, last, step, excl)
      e = __allocate
      e.__setup(recv, meth, args, kw, nil)
      e.__setup_seq(first, last, step, excl)
      e
    end

    def __setup_seq(first, last, step, excl)
      @first = first
      @last = last
      @step = step
      @excl = excl
    end

    # each/first/to_a are Enumerator's and Enumerable's; restated here so that
    # they win over any native ones the host class may carry.
    # Like CRuby, a sequence with a Float in it yields Floats, and #each
    # returns the sequence itself.
    def each(&blk)
      return self unless blk
      if @first.is_a?(Float) || @last.is_a?(Float) || @step.is_a?(Float)
        unit = @step.to_f
        beg = @first.to_f
        fin = @last.nil? ? (unit < 0 ? -Float::INFINITY : Float::INFINITY) : @last.to_f
        __float_step(beg, fin, unit, @excl, &blk)
        return self
      end
      super
      self
    end

    def first(*args)
      super
    end

    def to_a
      super
    end

    def entries
      super
    end

    def begin
      @first
    end

    def end
      @last
    end

    def step
      @step
    end

    def exclude_end?
      @excl
    end

    def size
      __arith_size(@first, @last, @step, @excl)
    end

    def last(n = (no_n = true))
      a = to_a
      no_n ? a.last : a.last(n)
    end

    def ==(other)
      other.is_a?(ArithmeticSequence) && @first == other.begin && @last == other.end &&
        @step == other.step && @excl == other.exclude_end?
    end

    alias === ==
    alias eql? ==

    def hash
      [@first, @last, @step, @excl].hash
    end

    def inspect
      r = @receiver.inspect
      r = "(#{r})" if @receiver.is_a?(Range)
      args = @args.map(&:inspect)
      @kw&.each { |k, v| args << "#{k}: #{v.inspect}" }
      a = args.empty? ? "" : "(#{args.join(", ")})"
      "(#{r}.#{@method}#{a})"
    end

    alias to_s inspect

    # ary[seq] (called by the native Array#[]): the elements of the range
    # part, every step-th one, from the end when the step is negative.
    def __slice_of(ary)
      if @step > 1 || @step < -1 # a position to start from past either end is an error, as CRuby's
        start = @step > 0 ? @first : @last
        start += ary.size if start && start < 0
        raise RangeError, "#{inspect} out of range" if start && (start < 0 || start > ary.size)
      end
      lo, hi = @step < 0 ? [@last, @first] : [@first, @last]
      part = ary[@excl ? (lo...hi) : (lo..hi)]
      return nil if part.nil?
      n = part.size
      return (0...n).step(@step).map { |i| part[i] } if @step > 0
      (n - 1).step(0, @step).map { |i| part[i] }
    end
  end
end

module Kernel
  # Number of terms of the arithmetic sequence from `from` by `step` up to
  # `to` (nil: endless), as CRuby's ruby_num_interval_step_size.
  private def __arith_size(from, to, step, excl)
    if to.nil?
      return step == 0 || step.is_a?(Numeric) ? Float::INFINITY : nil
    end
    if from.is_a?(Integer) && to.is_a?(Integer) && step.is_a?(Integer)
      return Float::INFINITY if step == 0
      delta = to - from
      if step < 0
        step = -step
        delta = -delta
      end
      delta -= 1 if excl
      return 0 if delta < 0
      return delta / step + 1
    end
    if from.is_a?(Float) || to.is_a?(Float) || step.is_a?(Float)
      n = __float_step_size(from.to_f, to.to_f, step.to_f, excl)
      return n.infinite? ? n : n.to_i
    end
    c = __cmpint(step <=> 0, step, 0)
    return Float::INFINITY if c == 0
    cmp = c < 0 ? :< : :>
    return 0 if from.__send__(cmp, to)
    result = (to - from).div(step)
    result += 1 if !excl || to.__send__(cmp, from + result * step)
    result
  end

  # Yields the terms of a Float step from beg towards fin (CRuby's
  # ruby_float_step): computed as beg + i * unit, never past fin.
  private def __float_step(beg, fin, unit, excl)
    n = __float_step_size(beg, fin, unit, excl)
    if unit.infinite?
      yield beg if n > 0
    elsif unit == 0
      while true
        yield beg
      end
    else
      i = 0
      while i < n
        d = i * unit + beg
        d = fin if unit >= 0 ? fin < d : d < fin
        yield d
        i += 1
      end
    end
  end

  # Number of terms of a Float step, as CRuby's ruby_float_step_size (a Float).
  private def __float_step_size(beg, fin, unit, excl)
    return Float::INFINITY if unit == 0
    if unit.infinite?
      return (unit > 0 ? beg <= fin : beg >= fin) ? 1.0 : 0.0
    end
    n = (fin - beg) / unit
    err = (beg.abs + fin.abs + (fin - beg).abs) / unit.abs * Float::EPSILON
    err = 0.5 if err > 0.5
    if excl
      return 0.0 if n <= 0
      if n < 1
        n = 0.0
      else
        n = n - err
        n = n.floor.to_f if n.finite?
      end
      d = (n + 1) * unit + beg
      if beg < fin
        n += 1 if d < fin
      elsif beg > fin
        n += 1 if d > fin
      end
    else
      return 0.0 if n < 0
      n = n + err
      n = n.floor.to_f if n.finite?
      d = (n + 1) * unit + beg
      if beg < fin
        n += 1 if d <= fin
      elsif beg > fin
        n += 1 if d >= fin
      end
    end
    n + 1
  end
end

# Enumerator::Lazy: an Enumerator whose operations (map, select, take...)
# make another Lazy, a chain applied element by element while the source is
# iterated (no fibers needed), so infinite sources work with first/take.
# The values an element was yielded with travel as an Array (`vals`): map,
# flat_map, take_while and drop_while give the block those values (what
# `yield a, b` gave), select, reject, filter_map and uniq one value (an
# Array of several), as CRuby does. Each Lazy's size is a Proc of the one
# before it (nil where an operation can't know it).
class Enumerator
  class Lazy < Enumerator
    # Lazy.new(obj, size = nil) { |yielder, *values| ... }: the block gets
    # each value obj's each yields, and yields on with the yielder.
    def initialize(obj, size = nil, &blk)
      raise ArgumentError, "tried to call lazy new without a block" unless blk
      __lazy(obj, [[:generator, blk]], size)
    end

    # A Lazy over source's each, applying ops.
    def self.__over(source, ops, size, label = nil)
      lazy = allocate
      lazy.__send__(:__lazy, source, ops, size, label)
      lazy
    end

    def map(&blk) = __op(:map, blk, "map", __size_kept)
    alias collect map
    def select(&blk) = __op(:select, blk, "select")
    alias filter select
    alias find_all select
    def reject(&blk) = __op(:reject, blk, "reject")
    def filter_map(&blk) = __op(:filter_map, blk, "filter_map")
    def flat_map(&blk) = __op(:flat_map, blk, "flat_map")
    alias collect_concat flat_map
    def take_while(&blk) = __op(:take_while, blk, "take_while")
    def drop_while(&blk) = __op(:drop_while, blk, "drop_while")
    def uniq(&blk) = __chain(:uniq, blk, nil)
    def compact = __chain(:compact, nil, nil)
    def grep(pattern, &blk) = __chain(:grep, [pattern, blk], nil)
    def grep_v(pattern, &blk) = __chain(:grep_v, [pattern, blk], nil)

    def take(n)
      n = __to_int(n)
      raise ArgumentError, "attempt to take negative size" if n < 0
      lazy = self
      __chain(:take, n, -> { s = lazy.size; s.nil? || (s.is_a?(Integer) && s < n) ? s : n })
    end

    def drop(n)
      n = __to_int(n)
      raise ArgumentError, "attempt to drop negative size" if n < 0
      lazy = self
      __chain(:drop, n, -> { s = lazy.size; s.is_a?(Integer) ? [s - n, 0].max : s && s - n })
    end

    def with_index(offset = 0, &blk)
      offset = offset.nil? ? 0 : __to_int(offset)
      __chain(:with_index, [offset, blk], __size_kept)
    end

    def each_with_index(&blk) = with_index(0, &blk)

    # zip(*others): lazy, unless given a block (then Enumerable's).
    def zip(*others, &blk)
      others.each do |o|
        next if o.is_a?(Array) || o.respond_to?(:each)
        raise TypeError, "wrong argument type #{o.class} (must respond to :each)"
      end
      return super if blk
      __chain(:zip, others, __size_kept)
    end

    # Grouping methods: Enumerable's enumerator, made lazy (each_slice and
    # each_cons given a block run at once, as Enumerable's).
    def each_slice(n, &blk) = blk ? super : __lazily(super)
    def each_cons(n, &blk) = blk ? super : __lazily(super)
    def chunk_while(&blk) = __lazily(super)
    def slice_when(&blk) = __lazily(super)
    def slice_before(*args, &blk) = __lazily(super)
    def slice_after(*args, &blk) = __lazily(super)
    def chunk(&blk) = blk ? __lazily(super) : to_enum(:chunk)

    def lazy = self

    # to_enum(meth, *args) { size }: a Lazy over what self.meth(*args)
    # yields. A lazy operation given the block gives a Lazy back, which is
    # then run for the block's sake (with_index(n) { |x, i| } yields through
    # its block).
    def to_enum(meth = :each, *args, **kw, &size)
      lazy = self
      source = Enumerator.new do |y|
        result = lazy.__send__(meth, *args, **kw) { |*v| y.yield(*v) }
        result.each { nil } if result.is_a?(Lazy) && !result.equal?(lazy)
        result
      end
      shown = args.empty? ? "" : "(#{args.map(&:inspect).join(", ")})"
      Lazy.__over(source, [], size, "#<Enumerator::Lazy: #{inspect}:#{meth}#{shown}>")
    end
    alias enum_for to_enum

    def force(*args) = to_a(*args)

    def eager
      lazy = self
      Enumerator.__for(self, :each, [], nil, -> { lazy.size })
    end

    def each(*args, &blk)
      return self unless blk
      __each(*args, &blk)
    end

    def inspect
      return @__label if @__label
      return "#<Enumerator::Lazy: uninitialized>" unless @__ops
      @__ops.inject("#<Enumerator::Lazy: #{@__source.inspect}>") do |text, (kind, arg)|
        next text if kind == :generator
        shown = %i[take drop].include?(kind) ? "(#{arg})" : ""
        "#<Enumerator::Lazy: #{text}:#{kind}#{shown}>"
      end
    end
    alias to_s inspect

    private

    def __lazy(source, ops, size, label = nil)
      @__source = source
      @__ops = ops
      @__label = label
      __setup(source, :each, [], nil, size)
      self
    end

    # map, select...: a block is required, as CRuby says.
    def __op(kind, blk, name, size = nil)
      raise ArgumentError, "tried to call lazy #{name} without a block" unless blk
      __chain(kind, blk, size)
    end

    def __chain(kind, arg, size) = Lazy.__over(@__source, @__ops + [[kind, arg]], size)

    def __lazily(enum) = enum.is_a?(Lazy) ? enum : Lazy.__over(enum, [], nil)

    def __size_kept
      lazy = self
      -> { lazy.size }
    end

    def __each(*args, &out)
      return nil if @__ops.any? { |kind, arg| kind == :take && arg == 0 }
      state = Array.new(@__ops.size)
      done = Object.new
      catch(done) do
        # (a yield without values gives the chain one nil, as CRuby's)
        return @__source.each(*args) { |*vals| __push(0, vals.empty? ? [nil] : vals, state, done, out) }
      end
      nil
    end

    def __next_or_nil(enum)
      enum.next
    rescue StopIteration
      nil
    end

    # What an element's values are as one object: the only one, or an Array.
    def __value(vals) = vals.size > 1 ? vals : vals[0]

    # Runs the values vals through the operations from index i on; state[i]
    # is op i's counter, seen-set, flag or yielder; throwing `done` ends the
    # iteration.
    def __push(i, vals, state, done, out)
      while i < @__ops.size
        kind, arg = @__ops[i]
        case kind
        when :generator
          next_op = i + 1
          yielder = (state[i] ||= Yielder.__for(proc { |*v| __push(next_op, v, state, done, out) }))
          arg.call(yielder, *vals)
          return
        when :map then vals = [arg.call(*vals)]
        when :select then return unless arg.call(__value(vals))
        when :reject then return if arg.call(__value(vals))
        when :filter_map
          x = arg.call(__value(vals))
          return unless x
          vals = [x]
        when :take_while then throw done unless arg.call(*vals)
        when :drop_while
          unless state[i]
            return if arg.call(*vals)
            state[i] = true
          end
        when :take
          n = state[i] || 0
          throw done if n >= arg
          state[i] = n + 1
          if n + 1 == arg
            __push(i + 1, vals, state, done, out)
            throw done
          end
        when :drop
          n = state[i] || 0
          if n < arg
            state[i] = n + 1
            return
          end
        when :flat_map
          r = arg.call(*vals)
          if r.is_a?(Array) || (r.respond_to?(:force) && r.respond_to?(:each))
            r.each { |y| __push(i + 1, [y], state, done, out) }
            return
          end
          vals = [r]
        when :uniq
          seen = (state[i] ||= {})
          key = arg ? arg.call(__value(vals)) : __value(vals)
          return if seen.key?(key)
          seen[key] = true
        when :compact then return if __value(vals).nil?
        when :grep, :grep_v
          pattern, map = arg
          x = __value(vals)
          return if (pattern === x) == (kind == :grep_v)
          vals = [map ? map.call(x) : x]
        when :with_index
          offset, b = arg
          idx = state[i] || offset
          state[i] = idx + 1
          if b
            b.call(__value(vals), idx)
          else
            vals = [__value(vals), idx]
          end
        when :zip
          pos, others = (state[i] ||= [0, arg.map { |o| o.is_a?(Array) ? o : o.to_enum(:each) }])
          state[i][0] = pos + 1
          vals = [[__value(vals)] + others.map { |o| o.is_a?(Array) ? o[pos] : __next_or_nil(o) }]
        end
        i += 1
      end
      out.call(*vals)
    end
  end
end

module Enumerable
  def chain(*others) = Enumerator::Chain.new(self, *others)

  def lazy
    enum = self
    Enumerator::Lazy.__over(self, [], -> { enum.respond_to?(:size) ? enum.size : nil })
  end
end
