# monitor.so for Garnet: the Monitor class that Ruby's monitor.rb builds
# MonitorMixin on (CRuby writes it in C). A re-entrant lock owned by a
# Fiber, made of a Mutex, the owning fiber and a count.
class Monitor
  def initialize
    @mon_mutex = Thread::Mutex.new
    @mon_owner = nil
    @mon_count = 0
  end

  def try_enter
    if @mon_owner.equal?(Fiber.current)
      @mon_count += 1
      return true
    end
    return false unless @mon_mutex.try_lock
    @mon_owner = Fiber.current
    @mon_count = 1
    true
  end

  def enter
    if @mon_owner.equal?(Fiber.current)
      @mon_count += 1
    else
      @mon_mutex.lock
      @mon_owner = Fiber.current
      @mon_count = 1
    end
    nil
  end

  def exit
    mon_check_owner
    @mon_count -= 1
    if @mon_count == 0
      @mon_owner = nil
      @mon_mutex.unlock
    end
    nil
  end

  def synchronize
    enter
    begin
      yield
    ensure
      self.exit
    end
  end

  def mon_locked?
    @mon_mutex.locked?
  end

  def mon_owned?
    @mon_mutex.locked? && @mon_owner.equal?(Fiber.current)
  end

  def mon_check_owner
    raise ThreadError, "current fiber not owner" unless mon_owned?
    nil
  end

  # Releases the monitor whatever its count, waits on `cond` (a
  # Thread::ConditionVariable) and takes it back with the same count.
  def wait_for_cond(cond, timeout)
    count = @mon_count
    @mon_owner = nil
    @mon_count = 0
    begin
      cond.wait(@mon_mutex, timeout)
    ensure
      @mon_owner = Fiber.current
      @mon_count = count
    end
    true
  end
end
