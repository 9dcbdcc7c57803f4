# Fiber storage (Fiber[:k], Fiber[:k] = v, #storage): a Hash per fiber, copied
# into the fibers it creates unless Fiber.new(storage: ...) says otherwise.
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

    def [](key) = current.__storage[key]

    def []=(key, value)
      current.__storage[key] = value
    end
  end

  def storage = __storage.dup

  def __storage = (@__storage ||= {})

  def __inherited_storage
    storage = @__storage
    storage.dup if storage && !storage.empty?
  end
end
