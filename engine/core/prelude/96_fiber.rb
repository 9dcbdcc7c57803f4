# Fiber storage (Fiber[:k], Fiber[:k] = v, #storage): a Hash per fiber, copied
# into the fibers it creates unless Fiber.new(storage: ...) says otherwise.
# Fiber#kill and #backtrace, on their primitives (core/fiber.cpp).
class Fiber
  class << self
    alias_method :__native_new, :new

    def new(blocking: false, storage: true, &blk)
      fiber = __native_new(blocking, &blk)
      # An empty storage is not copied: the fiber makes its own on first use.
      inherited = storage == true ? Fiber.current.__inherited_storage : storage
      fiber.instance_variable_set(:@__storage, inherited) if inherited
      fiber
    end

    # Runs the block with the current fiber blocking, handing it the fiber.
    def blocking
      fiber = current
      was = fiber.__set_blocking(true)
      begin
        yield fiber
      ensure
        fiber.__set_blocking(was)
      end
    end

    def [](key) = current.__stored(key)

    def []=(key, value)
      current.__storage[key] = value
    end
  end

  # Ends the fiber: its ensure clauses run, rescue does not see it. Self, or
  # false when the fiber was killed already.
  def kill
    return false if __killed?
    __kill
    self
  end

  # A copy of the current fiber's storage (nil while it has none). Kernel.raise:
  # a fiber's own #raise is Fiber#raise.
  def storage
    alive? # raises FiberError for a copy of a fiber (uninitialized)
    Kernel.raise ArgumentError, "Fiber storage can only be accessed from the Fiber it belongs to" unless equal?(Fiber.current)
    @__storage&.dup
  end

  # Replaces the current fiber's storage with a copy of hash (nil: none).
  def storage=(hash)
    if Warning[:experimental]
      caller = caller_locations(1, 1).first
      warn "#{caller.path}:#{caller.lineno}: warning: Fiber#storage= is experimental and may be removed in the future!"
    end
    alive?
    Kernel.raise ArgumentError, "Fiber storage can only be accessed from the Fiber it belongs to" unless equal?(Fiber.current)
    Kernel.raise TypeError, "storage must be a hash" unless hash.nil? || hash.is_a?(Hash)
    hash&.each_key do |key|
      Kernel.raise TypeError, "wrong argument type #{key.class} (expected Symbol)" unless key.is_a?(Symbol)
    end
    @__storage = hash&.dup
  end

  # The fiber's backtrace (Kernel#caller's lines), from `start` for
  # `length` entries or over a Range; nil when start is past the end
  # (Array#[]).
  def backtrace(start = 0, length = nil)
    __backtrace_slice(__backtrace, start, length)
  end

  def backtrace_locations(start = 0, length = nil)
    __backtrace_slice(__backtrace, start, length)&.map { |line| Thread::Backtrace::Location.__for(line) }
  end

  def __backtrace_slice(lines, start, length)
    return lines[start] if start.is_a?(Range)
    Kernel.raise ArgumentError, "negative level (#{start})" if start.negative?
    Kernel.raise ArgumentError, "negative size (#{length})" if length&.negative?
    lines[start, length || lines.size]
  end

  def __storage = (@__storage ||= {})

  def __stored(key) = @__storage&.[](key)

  def __inherited_storage
    storage = @__storage
    storage.dup if storage && !storage.empty?
  end
end
