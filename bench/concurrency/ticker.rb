# A thread that sleeps 1 ms at a time and keeps the longest gap it saw
# between two wake-ups: while other threads wait on blocking calls, a gap
# near 1 ms shows that only their own green threads waited.
class Ticker
  def initialize
    @done = false
    @worst = 0.0
    @thread = Thread.new do
      last = Process.clock_gettime(Process::CLOCK_MONOTONIC)
      until @done
        sleep 0.001
        now = Process.clock_gettime(Process::CLOCK_MONOTONIC)
        @worst = now - last if now - last > @worst
        last = now
      end
    end
  end

  # Stops the thread and reports the longest gap on stderr.
  def finish
    @done = true
    @thread.join
    warn format("longest ticker gap: %.1f ms", @worst * 1000)
  end
end
