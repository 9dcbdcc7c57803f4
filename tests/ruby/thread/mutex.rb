# Mutex: lock/unlock/try_lock/owned?/locked?, synchronize, errors, contention
# between threads, Mutex#sleep, and release when the owner dies
m = Mutex.new
p m.locked?, m.owned?
p m.lock.equal?(m), m.locked?, m.owned?
begin
  m.lock
rescue ThreadError => e
  p e.message
end
other = Thread.new do
  [m.owned?, m.try_lock, (m.unlock rescue $!.message)]
end
p other.value
p m.unlock.equal?(m), m.locked?
begin
  m.unlock
rescue ThreadError => e
  p e.message
end
p m.try_lock, m.try_lock
m.unlock
p m.synchronize { :inside }
begin
  m.synchronize { raise "fails inside" }
rescue => e
  p e.message, m.locked?
end
begin
  m.synchronize
rescue ThreadError => e
  p e.message
end

# Contention: increments never interleave inside the critical section.
counter = 0
log = []
workers = 4.times.map do |i|
  Thread.new do
    5.times do
      m.synchronize do
        seen = counter
        Thread.pass
        counter = seen + 1
        log << i
      end
    end
  end
end
workers.each(&:join)
p counter, log.size, log.tally.values.uniq

# A waiter gets the mutex when its owner unlocks, in arrival order.
order = []
m.lock
waiters = 3.times.map do |i|
  waiter = Thread.new { m.synchronize { order << i } }
  Thread.pass until waiter.status == "sleep"
  waiter
end
p m.locked?, waiters.map(&:status)
m.unlock
waiters.each(&:join)
p order

# Mutex#sleep releases the lock while sleeping, then takes it back.
m.lock
t = Thread.new { m.synchronize { :got_it } }
p m.sleep(0.01), m.owned?
m.unlock
p t.value

# A thread that dies holding a mutex releases it.
dead = Thread.new { m.lock; :done }
p dead.value, m.locked?, m.try_lock
m.unlock
p Mutex.equal?(Thread::Mutex), Mutex.new.inspect.start_with?("#<Thread::Mutex:0x")
