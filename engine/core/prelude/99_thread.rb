# Thread and Mutex conveniences written in Ruby over the native primitives
# (core/thread.cpp, core/thread_sync.cpp).
class Thread
  def run
    wakeup
    Thread.pass
    self
  end

  def fetch(key, *default)
    if default.size > 1
      raise ArgumentError, "wrong number of arguments (given #{default.size + 1}, expected 1..2)"
    end
    name = key.is_a?(String) ? key.to_sym : key
    return self[name] if key?(name)
    return yield(key) if block_given?
    return default[0] unless default.empty?
    raise KeyError.new("key not found: #{key.inspect}", receiver: self, key: key)
  end

  def keys = __locals.keys

  # Runs the block with Thread#raise interrupts of the mask's classes held
  # back (:never), raised only while the thread waits (:on_blocking) or at
  # once (:immediate); a held interrupt is raised when a mask lets it
  # through (core/thread_interrupts.cpp).
  def self.handle_interrupt(mask)
    raise ArgumentError, "block is needed." unless block_given?
    raise TypeError, "no implicit conversion of #{mask.class} into Hash" unless mask.is_a?(Hash)
    pairs = mask.map do |klass, timing|
      raise ArgumentError, "unknown mask signature" unless %i[immediate on_blocking never].include?(timing)
      raise TypeError, "class or module required for rescue clause" unless klass.is_a?(Module)
      [klass, timing]
    end
    begin
      __push_interrupt_mask(pairs) # may raise a held interrupt it lets through: popped all the same
      yield
    ensure
      __pop_interrupt_mask
    end
  end

  # At exit, after the at_exit handlers: the other threads are killed (their
  # ensure clauses run) and waited for.
  def self.__terminate_others
    others = list - [Thread.current]
    others.each(&:kill)
    others.each do |t|
      t.join
    rescue Exception
      nil
    end
  end

  class Mutex
    def synchronize
      raise ThreadError, "must be called with a block" unless block_given?
      lock
      begin
        yield
      ensure
        unlock
      end
    end
  end
end

# Groups of threads: every thread is in ThreadGroup::Default until added to
# another; an enclosed group lets no thread leave it. The membership is kept
# in a WeakMap, so a finished thread is forgotten. Each Ractor has its own
# memberships and default group, as in Ruby.
class ThreadGroup
  def initialize
    @enclosed = false
  end

  Default = new

  def self.__members
    return @__members ||= ObjectSpace::WeakMap.new if Ractor.main?
    Ractor.store_if_absent(:__thread_group_members) { ObjectSpace::WeakMap.new }
  end

  def self.__default = Ractor.main? ? Default : Ractor.store_if_absent(:__thread_group_default) { new }

  def list = Thread.list.select { |thread| thread.group.equal?(self) }

  def add(thread)
    raise ThreadError, "can't move from the enclosed thread group" if thread.group&.enclosed?
    raise ThreadError, "can't move to the enclosed thread group" if enclosed?
    raise ThreadError, "can't move to the frozen thread group" if frozen?
    ThreadGroup.__members[thread] = self
    self
  end

  def enclose
    @enclosed = true
    self
  end

  def enclosed? = @enclosed
end

class Thread
  def group # (a finished thread keeps its group, as in CRuby)
    ThreadGroup.__members[self] || ThreadGroup.__default
  end
end
