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
    key = key.to_sym if key.is_a?(String)
    return self[key] if key?(key)
    return yield(key) if block_given?
    return default[0] unless default.empty?
    raise KeyError.new("key not found: #{key.inspect}", receiver: self, key: key)
  end

  def keys = __locals.keys

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
