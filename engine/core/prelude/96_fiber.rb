# Fiber storage (Fiber[:k], Fiber[:k] = v, #storage): a Hash per fiber, copied
# into the fibers it creates unless Fiber.new(storage: ...) says otherwise.
# Fiber#kill, on its primitives (core/fiber.cpp).
class Fiber
  class << self
    alias_method :__native_new, :new

    def new(blocking: false, storage: true, &blk)
      fiber = __native_new(&blk)
      # An empty storage is not copied: the fiber makes its own on first use.
      inherited = storage == true ? Fiber.current.__inherited_storage : storage
      fiber.instance_variable_set(:@__storage, inherited) if inherited
      fiber
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

  def __storage = (@__storage ||= {})

  def __stored(key) = @__storage&.[](key)

  def __inherited_storage
    storage = @__storage
    storage.dup if storage && !storage.empty?
  end
end
