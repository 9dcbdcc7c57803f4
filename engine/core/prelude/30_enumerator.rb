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
    @receiver = nil
    @method = :each
    @args = []
    @kw = nil
    @size = size
    @gen = blk
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
    return s.call(*@args) if s.is_a?(Proc)
    s
  end

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
    return "#<#{self.class}: #<Enumerator::Generator>:each>" if @gen
    args = @args.map(&:inspect)
    @kw&.each { |k, v| args << "#{k}: #{v.inspect}" }
    a = args.empty? ? "" : "(#{args.join(", ")})"
    "#<#{self.class}: #{@receiver.inspect}:#{@method}#{a}>"
  end

  alias to_s inspect

  # External iteration: a fiber runs `each` and hands over one element per
  # `next`; when `each` returns, StopIteration carries its result.
  def next
    return __take_peeked if @__peeked
    __advance
  end

  def peek
    @__peeked = [__advance] unless @__peeked
    @__peeked[0]
  end

  def next_values
    v = self.next
    v.is_a?(Array) ? v : [v]
  end

  def peek_values
    v = peek
    v.is_a?(Array) ? v : [v]
  end

  def rewind
    @receiver.rewind if @receiver.respond_to?(:rewind)
    @__fiber = nil
    @__stop = nil
    @__peeked = nil
    self
  end

  private

  def __take_peeked
    v = @__peeked[0]
    @__peeked = nil
    v
  end

  def __advance
    raise @__stop if @__stop
    @__fiber ||= Fiber.new do
      result = each { |*x| Fiber.yield(x.size > 1 ? x : x[0]) }
      @__stop = StopIteration.new("iteration reached an end")
      @__stop.instance_variable_set(:@result, result)
      nil
    end
    v = @__fiber.resume
    raise @__stop if @__stop
    v
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

  # What Numeric#step and Range#step/% return without a block.
  class ArithmeticSequence < Enumerator
    def self.__for_seq(recv, meth, args, kw, first, last, step, excl)
      e = allocate
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

# Enumerator::Lazy: a chain of operations applied element by element while
# the source is iterated (internally: no fibers needed), so infinite sources
# work with first/take. Grouping methods (each_slice, chunk_while...) wrap
# Enumerable's enumerator, which also pulls one element at a time.
class Enumerator
  class Lazy
    include Enumerable

    def initialize(source, ops = [])
      @source = source
      @ops = ops
    end

    def map(&blk) = __chain(:map, blk)
    alias collect map
    def select(&blk) = __chain(:select, blk)
    alias filter select
    alias find_all select
    def reject(&blk) = __chain(:reject, blk)
    def filter_map(&blk) = __chain(:filter_map, blk)
    def flat_map(&blk) = __chain(:flat_map, blk)
    alias collect_concat flat_map
    def take_while(&blk) = __chain(:take_while, blk)
    def drop_while(&blk) = __chain(:drop_while, blk)
    def take(n) = __chain(:take, n)
    def drop(n) = __chain(:drop, n)
    def uniq(&blk) = __chain(:uniq, blk)
    def compact = __chain(:compact, nil)
    def grep(pattern, &blk) = __chain(:grep, [pattern, blk])
    def grep_v(pattern, &blk) = __chain(:grep_v, [pattern, blk])
    def with_index(offset = 0, &blk) = __chain(:with_index, [offset || 0, blk])
    def each_with_index(&blk) = with_index(0, &blk)
    def zip(*others) = __chain(:zip, others)
    def each_slice(n) = Lazy.new(super)
    def each_cons(n) = Lazy.new(super)
    def chunk_while(&blk) = Lazy.new(super)
    def slice_when(&blk) = Lazy.new(super)
    def slice_before(*args, &blk) = Lazy.new(super)
    def slice_after(*args, &blk) = Lazy.new(super)
    def chunk(&blk) = Lazy.new(super)
    def lazy = self
    def to_enum(...) = Lazy.new(super)
    alias enum_for to_enum
    def force = to_a
    def eager = Enumerator.new { |y| each { |x| y << x } }

    # External iteration, as an Enumerator's: over the eager form.
    def next = __external.next
    def peek = __external.peek

    def rewind
      @__external = nil
      self
    end

    def inspect
      @ops.inject("#<Enumerator::Lazy: #{@source.inspect}>") do |text, (kind, arg)|
        shown = %i[take drop].include?(kind) ? "(#{arg})" : ""
        "#<Enumerator::Lazy: #{text}:#{kind}#{shown}>"
      end
    end
    alias to_s inspect

    def each(&blk)
      return self unless blk
      state = Array.new(@ops.size)
      done = Object.new
      catch(done) do
        @source.each { |*o| __push(0, o.size > 1 ? o : o[0], state, done, blk) }
      end
      self
    end

    private

    def __chain(kind, arg) = Lazy.new(@source, @ops + [[kind, arg]])
    def __external = (@__external ||= eager)

    def __next_or_nil(enum)
      enum.next
    rescue StopIteration
      nil
    end

    # Runs x through the operations from index i on; state[i] is op i's
    # counter, seen-set or flag; throwing `done` ends the iteration.
    def __push(i, x, state, done, out)
      while i < @ops.size
        kind, arg = @ops[i]
        case kind
        when :map then x = arg.call(x)
        when :select then return unless arg.call(x)
        when :reject then return if arg.call(x)
        when :filter_map then return unless (x = arg.call(x))
        when :take_while then throw done unless arg.call(x)
        when :drop_while
          unless state[i]
            return if arg.call(x)
            state[i] = true
          end
        when :take
          n = state[i] || 0
          throw done if n >= arg
          state[i] = n + 1
          if n + 1 == arg
            __push(i + 1, x, state, done, out)
            throw done
          end
        when :drop
          n = state[i] || 0
          if n < arg
            state[i] = n + 1
            return
          end
        when :flat_map
          r = arg.call(x)
          if r.is_a?(Array) || r.is_a?(Lazy)
            r.each { |y| __push(i + 1, y, state, done, out) }
            return
          end
          x = r
        when :uniq
          seen = (state[i] ||= {})
          key = arg ? arg.call(x) : x
          return if seen.key?(key)
          seen[key] = true
        when :compact then return if x.nil?
        when :grep, :grep_v
          pattern, map = arg
          return if (pattern === x) == (kind == :grep_v)
          x = map.call(x) if map
        when :with_index
          offset, b = arg
          idx = state[i] || offset
          state[i] = idx + 1
          b ? b.call(x, idx) : x = [x, idx]
        when :zip
          pos, others = (state[i] ||= [0, arg.map { |o| o.is_a?(Array) ? o : o.to_enum(:each) }])
          state[i][0] = pos + 1
          x = [x] + others.map { |o| o.is_a?(Array) ? o[pos] : __next_or_nil(o) }
        end
        i += 1
      end
      out.call(x)
    end
  end
end

module Enumerable
  def lazy = Enumerator::Lazy.new(self)
end
